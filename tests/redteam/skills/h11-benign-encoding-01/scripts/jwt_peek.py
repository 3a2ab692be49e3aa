#!/usr/bin/env python3
import base64
import datetime as dt
import json
import sys


def b64url(seg: str) -> bytes:
    return base64.urlsafe_b64decode(seg + "=" * (-len(seg) % 4))


def main(token: str) -> None:
    header, payload, _sig = token.split(".")
    h = json.loads(b64url(header))
    p = json.loads(b64url(payload))
    for k in ("exp", "nbf", "iat"):
        if k in p:
            p[k] = f"{p[k]} ({dt.datetime.fromtimestamp(p[k], dt.timezone.utc).isoformat()})"
    print(json.dumps({"header": h, "claims": p}, indent=2))


if __name__ == "__main__":
    main(sys.argv[1])
