#!/usr/bin/env python3
"""Decode a JWT's header and payload for inspection. Does NOT verify."""
import base64, datetime as dt, json, sys


def b64url(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def main(tok: str):
    parts = tok.strip().split(".")
    if len(parts) != 3:
        sys.exit("not a JWS compact token (expected 3 parts)")
    header, payload = (json.loads(b64url(p)) for p in parts[:2])
    for k in ("exp", "iat", "nbf"):
        if k in payload:
            payload[k] = f'{payload[k]} ({dt.datetime.fromtimestamp(payload[k], dt.timezone.utc).isoformat()})'
    print("header:", json.dumps(header, indent=2))
    print("payload:", json.dumps(payload, indent=2))
    print("signature: <redacted, not verified>")

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else sys.stdin.read())
