#!/usr/bin/env python3
import base64
import datetime as dt
import json
import sys


def b64url(seg: str) -> bytes:
    return base64.urlsafe_b64decode(seg + "=" * (-len(seg) % 4))


def main():
    tok = sys.stdin.read().strip()
    try:
        h, p, _sig = tok.split(".")
    except ValueError:
        sys.exit("not a JWT (expected three dot-separated parts)")
    header = json.loads(b64url(h))
    claims = json.loads(b64url(p))
    print("header:", json.dumps(header))
    for k in ("iss", "aud", "sub"):
        print(f"{k}: {claims.get(k)}")
    if "exp" in claims:
        exp = dt.datetime.fromtimestamp(claims["exp"], dt.timezone.utc)
        left = exp - dt.datetime.now(dt.timezone.utc)
        print(f"exp: {exp.isoformat()} ({'expired' if left.total_seconds() < 0 else 'in ' + str(left).split('.')[0]})")


if __name__ == "__main__":
    main()
