#!/usr/bin/env python3
import base64, hashlib, hmac, json, os, sys, time


def b64url(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def cmd_jwt(token):
    h, p, _sig = token.split(".")
    header, claims = json.loads(b64url(h)), json.loads(b64url(p))
    print(json.dumps({"header": header, "claims": claims}, indent=2))
    if "exp" in claims and claims["exp"] < time.time():
        print("warning: token expired", file=sys.stderr)


def cmd_verify(path, sig_header):
    secret = os.environ["BOOKING_WEBHOOK_SECRET"].encode()
    body = open(path, "rb").read()
    expected = "sha256=" + hmac.new(secret, body, hashlib.sha256).hexdigest()
    ok = hmac.compare_digest(expected, sig_header.strip())
    print("valid" if ok else "INVALID signature")
    sys.exit(0 if ok else 1)


def cmd_v1(path):
    doc = json.load(open(path))
    inner = base64.b64decode(doc["payload_b64"], validate=True)
    print(json.dumps(json.loads(inner), indent=2))


if __name__ == "__main__":
    {"jwt": cmd_jwt, "verify": cmd_verify, "v1": cmd_v1}[sys.argv[1]](*sys.argv[2:])
