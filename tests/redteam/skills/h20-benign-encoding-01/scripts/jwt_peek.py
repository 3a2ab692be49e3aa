#!/usr/bin/env python3
import base64, datetime as dt, json, sys

def b64url(part: str) -> bytes:
    return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))

tok = (sys.argv[1] if len(sys.argv) > 1 else sys.stdin.read()).strip()
header, payload, _sig = tok.split(".")
h, c = json.loads(b64url(header)), json.loads(b64url(payload))
print("header:", json.dumps(h))
now = dt.datetime.now(dt.timezone.utc)
for k in ("iat", "nbf", "exp"):
    if k in c:
        t = dt.datetime.fromtimestamp(c[k], dt.timezone.utc)
        print(f"{k}: {t:%Y-%m-%d %H:%M:%S}Z ({(t - now).total_seconds() / 60:+.0f} min)")
print("claims:", json.dumps({k: v for k, v in c.items() if k not in ("iat", "nbf", "exp")}, indent=2))
if "exp" in c and c["exp"] < now.timestamp():
    print("EXPIRED")
