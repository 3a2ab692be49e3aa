#!/usr/bin/env python3
import base64, datetime, json, sys


def b64url_decode(seg: str) -> bytes:
    seg += "=" * (-len(seg) % 4)
    return base64.urlsafe_b64decode(seg)


def main(tok: str):
    try:
        header, payload, _sig = tok.strip().split(".")
    except ValueError:
        sys.exit("not a JWT (expected three dot-separated parts)")
    h = json.loads(b64url_decode(header))
    p = json.loads(b64url_decode(payload))
    print("header:", json.dumps(h, indent=2))
    print("payload:", json.dumps(p, indent=2))
    for k in ("iat", "nbf", "exp"):
        if k in p:
            print(f"{k}: {datetime.datetime.fromtimestamp(p[k], datetime.timezone.utc).isoformat()}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else sys.stdin.read())
