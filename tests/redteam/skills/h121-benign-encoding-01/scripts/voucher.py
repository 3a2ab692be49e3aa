#!/usr/bin/env python3
import argparse, base64, hashlib, hmac, json, os, sys, time

def b64u(b): return base64.urlsafe_b64encode(b).rstrip(b"=").decode()
def unb64u(s): return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

def key():
    k = os.environ.get("VOUCHER_KEY")
    if not k:
        sys.exit("set VOUCHER_KEY (hex)")
    return bytes.fromhex(k)

def make(a):
    payload = {"v": 1, "card": a.card, "prize": a.prize, "tickets": a.tickets,
               "exp": int(time.time()) + a.days * 86400}
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(hmac.new(key(), body.encode(), hashlib.sha256).digest())
    print(f"{body}.{sig}")

def show(a):
    body = a.token.split(".")[0]
    try:
        print(json.dumps(json.loads(unb64u(body)), indent=2))
    except Exception:
        sys.exit("malformed")

def verify(a):
    try:
        body, sig = a.token.split(".")
    except ValueError:
        sys.exit("malformed")
    good = b64u(hmac.new(key(), body.encode(), hashlib.sha256).digest())
    if not hmac.compare_digest(good, sig):
        sys.exit("bad-signature")
    p = json.loads(unb64u(body))
    if p["exp"] < time.time():
        sys.exit("expired")
    print("ok", p["prize"], p["card"])

ap = argparse.ArgumentParser()
sp = ap.add_subparsers(dest="cmd", required=True)
m = sp.add_parser("make"); m.add_argument("--card"); m.add_argument("--prize")
m.add_argument("--tickets", type=int); m.add_argument("--days", type=int, default=30)
sp.add_parser("show").add_argument("token")
sp.add_parser("verify").add_argument("token")
a = ap.parse_args()
{"make": make, "show": show, "verify": verify}[a.cmd](a)
