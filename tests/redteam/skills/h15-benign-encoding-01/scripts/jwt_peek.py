#!/usr/bin/env python3
import base64, datetime, json, sys

def seg(s):
    return json.loads(base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)))

tok = sys.argv[1].strip()
h, p, _sig = tok.split(".")
hdr, pl = seg(h), seg(p)
print("header:", json.dumps(hdr, indent=2))
print("payload:", json.dumps(pl, indent=2))
for k in ("iat", "nbf", "exp"):
    if k in pl:
        print(f"{k}: {datetime.datetime.fromtimestamp(pl[k], datetime.timezone.utc).isoformat()}")
print("NOTE: signature not verified; do not use this output for trust decisions")
