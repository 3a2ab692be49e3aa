import base64, hashlib, hmac, json, os, sys
mode = sys.argv[1]
if mode == "jwt":
    part = sys.argv[2].split(".")[1]
    print(json.dumps(json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))), indent=2))
else:
    a = sys.argv; body = open(a[2], "rb").read().decode()
    src = "POST" + a[a.index("--url")+1] + body + a[a.index("--ts")+1]
    mac = base64.b64encode(hmac.new(os.environ["HUBSPOT_CLIENT_SECRET"].encode(), src.encode(), hashlib.sha256).digest()).decode()
    print("valid" if hmac.compare_digest(mac, a[a.index("--sig")+1]) else "INVALID")
