import base64, json, sys, datetime

def b64url_decode(part: str) -> bytes:
    return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))

token = sys.argv[1] if len(sys.argv) > 1 else sys.stdin.read().strip()
header_b64, payload_b64, _sig = token.split(".")
header = json.loads(b64url_decode(header_b64))
payload = json.loads(b64url_decode(payload_b64))
print("header:", json.dumps(header, indent=2))
print("payload:", json.dumps(payload, indent=2))
for claim in ("iat", "nbf", "exp"):
    if claim in payload:
        print(f"{claim}: {datetime.datetime.fromtimestamp(payload[claim], datetime.timezone.utc).isoformat()}")
