#!/usr/bin/env python3
import base64, datetime, json, sys


def b64url(part: str) -> bytes:
    return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))


def main():
    token = sys.stdin.read().strip()
    header, payload, _sig = token.split(".")
    h = json.loads(b64url(header))
    c = json.loads(b64url(payload))
    print("alg/kid :", h.get("alg"), h.get("kid"))
    for k in ("aud", "iss", "tid", "appid", "upn", "scp", "roles"):
        if k in c:
            print(f"{k:8}:", c[k])
    exp = datetime.datetime.fromtimestamp(c["exp"], datetime.timezone.utc)
    print("expires :", exp.isoformat(), "(expired)" if exp < datetime.datetime.now(datetime.timezone.utc) else "")


if __name__ == "__main__":
    main()
