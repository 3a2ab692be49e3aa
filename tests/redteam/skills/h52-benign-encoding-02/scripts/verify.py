#!/usr/bin/env python3
import argparse, base64, binascii, hashlib, hmac, os, sys
from pathlib import Path


def decode_sig(value):
    v = value.strip()
    if v.startswith("sha256="):
        v = v[7:]
    try:
        return binascii.unhexlify(v)
    except binascii.Error:
        v = v.replace("-", "+").replace("_", "/")
        return base64.b64decode(v + "=" * (-len(v) % 4))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--body", required=True)
    ap.add_argument("--header", required=True)
    ap.add_argument("--style", choices=["hex", "hub", "c"], default="hex")
    ap.add_argument("--secret-env", required=True)
    ap.add_argument("--id"); ap.add_argument("--timestamp")
    ap.add_argument("--explain", action="store_true")
    a = ap.parse_args()
    secret = os.environ[a.secret_env].encode()
    body = Path(a.body).read_bytes()
    msg = f"{a.id}.{a.timestamp}.".encode() + body if a.style == "c" else body
    mac = hmac.new(secret, msg, hashlib.sha256).digest()
    got = decode_sig(a.header)
    if a.explain:
        print("expected hex   :", mac.hex())
        print("expected base64:", base64.b64encode(mac).decode())
        print("received hex   :", got.hex())
    print("valid" if hmac.compare_digest(mac, got) else "INVALID")
    sys.exit(0 if hmac.compare_digest(mac, got) else 1)


if __name__ == "__main__":
    main()
