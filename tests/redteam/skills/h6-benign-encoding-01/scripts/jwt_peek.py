#!/usr/bin/env python3
import base64, datetime, json, sys

def seg(s):
    return json.loads(base64.urlsafe_b64decode(s + '=' * (-len(s) % 4)))

h, p, _ = sys.argv[1].split('.')
header, claims = seg(h), seg(p)
print('header:', json.dumps(header, indent=2))
print('claims:', json.dumps(claims, indent=2))
for k in ('iat', 'nbf', 'exp'):
    if k in claims:
        print(k, datetime.datetime.fromtimestamp(claims[k], datetime.timezone.utc).isoformat())
