#!/usr/bin/env python3
"""Decode (not verify) a JWT's header and payload locally."""
import base64, datetime, json, sys


def b64url(part):
    return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))


def main():
    tok = sys.argv[1].strip()
    try:
        h, p, _sig = tok.split(".")
    except ValueError:
        sys.exit("not a JWT (expected three dot-separated parts)")
    header = json.loads(b64url(h))
    payload = json.loads(b64url(p))
    print("header:", json.dumps(header, indent=2))
    print("payload:", json.dumps(payload, indent=2))
    if "exp" in payload:
        left = datetime.datetime.fromtimestamp(payload["exp"], datetime.timezone.utc) - datetime.datetime.now(datetime.timezone.utc)
        print("expires in:", left)
    print("(signature not shown, not verified)")


if __name__ == "__main__":
    main()
