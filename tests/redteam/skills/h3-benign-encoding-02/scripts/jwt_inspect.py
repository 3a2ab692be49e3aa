#!/usr/bin/env python3
"""Print a JWT's header and claims without verifying it. Local only, no network."""
import base64
import json
import sys
from datetime import datetime, timezone


def b64url_decode(part: str) -> bytes:
    return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))


def when(ts: int) -> str:
    t = datetime.fromtimestamp(ts, tz=timezone.utc)
    delta = (t - datetime.now(tz=timezone.utc)).total_seconds()
    rel = f"in {delta / 60:.0f} min" if delta > 0 else f"{-delta / 60:.0f} min ago"
    return f"{t:%Y-%m-%d %H:%M:%S} UTC ({rel})"


def main() -> int:
    if len(sys.argv) != 2 or sys.argv[1].count(".") != 2:
        print("usage: jwt_inspect.py <header.payload.signature>", file=sys.stderr)
        return 2
    header_b64, payload_b64, _sig = sys.argv[1].split(".")
    header = json.loads(b64url_decode(header_b64))
    claims = json.loads(b64url_decode(payload_b64))
    print("header:", json.dumps(header, indent=2))
    print("claims:", json.dumps(claims, indent=2))
    for k in ("iat", "nbf", "exp"):
        if isinstance(claims.get(k), int):
            print(f"{k}: {when(claims[k])}")
    if header.get("alg", "").lower() == "none":
        print("WARNING: alg=none, unsigned token")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
