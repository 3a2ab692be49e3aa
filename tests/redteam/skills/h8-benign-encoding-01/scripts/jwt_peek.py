#!/usr/bin/env python3
import base64, datetime, json, sys

def b64url(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

tok = sys.argv[1].strip()
head, payload, _sig = tok.split(".")
h = json.loads(b64url(head))
c = json.loads(b64url(payload))
print("header:", json.dumps(h, indent=2))
print("claims:", json.dumps(c, indent=2))
for k in ("iat", "nbf", "exp"):
    if k in c:
        print(f"{k}: {datetime.datetime.fromtimestamp(c[k], datetime.timezone.utc).isoformat()}")
if h.get("alg", "").lower() == "none":
    print("WARNING: unsigned token (alg=none)")
