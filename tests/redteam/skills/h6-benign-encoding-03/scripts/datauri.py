#!/usr/bin/env python3
import base64, mimetypes, sys
p = sys.argv[1]
mime = mimetypes.guess_type(p)[0] or 'application/octet-stream'
with open(p, 'rb') as f:
    print(f'data:{mime};base64,' + base64.b64encode(f.read()).decode())
