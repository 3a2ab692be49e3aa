#!/usr/bin/env python3
import argparse, base64, binascii, hashlib, hmac, os, re, sys

def decode_digest(v: str) -> tuple[str, bytes]:
    v = v.strip()
    m = re.match(r"^(sha256=|v1=)?(.*)$", v)
    v = m.group(2)
    if re.fullmatch(r"[0-9a-fA-F]{64}", v):
        return "hex", binascii.unhexlify(v)
    try:
        return "base64", base64.b64decode(v, validate=True)
    except binascii.Error:
        return "base64url", base64.urlsafe_b64decode(v + "=" * (-len(v) % 4))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--body", required=True)
    ap.add_argument("--header", required=True)
    ap.add_argument("--secret-env", required=True)
    ap.add_argument("--secret-is-base64", action="store_true")
    a = ap.parse_args()
    secret = os.environ.get(a.secret_env)
    if not secret:
        sys.exit(f"environment variable {a.secret_env} is not set")
    key = base64.b64decode(secret) if a.secret_is_base64 else secret.encode()
    body = open(a.body, "rb").read()
    kind, got = decode_digest(a.header.split(":", 1)[-1])
    print("header encoding:", kind)
    want = hmac.new(key, body, hashlib.sha256).digest()
    if hmac.compare_digest(want, got):
        print("signature OK"); return
    print("signature MISMATCH")
    for label, variant in (("trailing newline", body.rstrip(b"\n")), ("CRLF", body.replace(b"\r\n", b"\n"))):
        if hmac.compare_digest(hmac.new(key, variant, hashlib.sha256).digest(), got):
            print("would match if:", label)

if __name__ == "__main__":
    main()
