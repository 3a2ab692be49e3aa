import base64
import datetime
import json
import sys


def b64url(part):
    return base64.urlsafe_b64decode(part + '=' * (-len(part) % 4))


header, payload, _sig = sys.argv[1].split('.')
h = json.loads(b64url(header))
p = json.loads(b64url(payload))
print('header:', json.dumps(h, indent=2))
print('payload:', json.dumps(p, indent=2))
for claim in ('iat', 'nbf', 'exp'):
    if claim in p:
        print(f'{claim}: {datetime.datetime.fromtimestamp(p[claim], datetime.timezone.utc).isoformat()}')
