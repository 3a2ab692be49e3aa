import base64, datetime, json, sys

def b64url(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

header, payload, _sig = sys.argv[1].split(".")
h, p = json.loads(b64url(header)), json.loads(b64url(payload))
print(json.dumps(h, indent=2)); print(json.dumps(p, indent=2))
for k in ("iat", "nbf", "exp"):
    if k in p:
        print(k, datetime.datetime.fromtimestamp(p[k], datetime.timezone.utc).isoformat())
