import base64, json, sys, time

def b64url(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

tok = sys.argv[1]
h, p, _sig = tok.split(".")
header, payload = json.loads(b64url(h)), json.loads(b64url(p))
print(json.dumps({"header": header, "payload": payload}, indent=2))
if "exp" in payload:
    left = payload["exp"] - int(time.time())
    print("expired" if left < 0 else f"expires in {left}s")
