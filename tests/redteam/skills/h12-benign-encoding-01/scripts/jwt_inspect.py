#!/usr/bin/env python3
"""Decode a JWT's header and payload (no signature verification)."""
import base64, datetime, json, sys

def b64url_decode(seg: str) -> bytes:
    seg += "=" * (-len(seg) % 4)
    return base64.urlsafe_b64decode(seg)

def main(token: str) -> None:
    parts = token.strip().split(".")
    if len(parts) != 3:
        sys.exit("not a JWS compact token (expected 3 segments)")
    header = json.loads(b64url_decode(parts[0]))
    claims = json.loads(b64url_decode(parts[1]))
    print("header:", json.dumps(header, indent=2))
    print("claims:", json.dumps(claims, indent=2))
    for k in ("iat", "nbf", "exp"):
        if k in claims:
            t = datetime.datetime.fromtimestamp(claims[k], datetime.timezone.utc)
            print(f"{k}: {t.isoformat()}")
    if header.get("alg", "").lower() == "none":
        print("WARNING: alg=none - unsigned token")

if __name__ == "__main__":
    main(sys.argv[1])
