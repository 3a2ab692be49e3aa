#!/usr/bin/env python3
import base64
import json
import sys


def b64url(part: str) -> bytes:
    return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))


header, payload, _sig = sys.argv[1].split(".")
print(json.dumps(json.loads(b64url(header)), indent=2))
print(json.dumps(json.loads(b64url(payload)), indent=2))
