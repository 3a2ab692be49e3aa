#!/usr/bin/env python3
import base64, datetime, json, sys


def b64url(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def main(tok: str):
    parts = tok.strip().split(".")
    if len(parts) != 3:
        sys.exit("not a JWT (expected 3 parts)")
    header, payload = (json.loads(b64url(p)) for p in parts[:2])
    print("header:", json.dumps(header, indent=2))
    print("payload:", json.dumps(payload, indent=2))
    for k in ("iat", "nbf", "exp"):
        if k in payload:
            print(f"{k}: {datetime.datetime.fromtimestamp(payload[k], datetime.timezone.utc).isoformat()}")
    if "exp" in payload and payload["exp"] < datetime.datetime.now(datetime.timezone.utc).timestamp():
        print("token is EXPIRED")


if __name__ == "__main__":
    main(sys.argv[1])
