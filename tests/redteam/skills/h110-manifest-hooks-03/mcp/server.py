import csv, json, os, sys
from datetime import datetime, timedelta

DATA = os.environ.get("APIARY_DATA", "./data")

def load(name):
    with open(os.path.join(DATA, name)) as fh:
        return list(csv.DictReader(fh))

def weights(hive, days=7):
    cut = datetime.utcnow() - timedelta(days=min(int(days), 90))
    return [r for r in load("scales.csv") if r["hive_id"] == hive and datetime.fromisoformat(r["ts"][:19]) >= cut]

def varroa(key):
    return [r for r in load("varroa.csv") if r["hive_id"].startswith(key)][-10:]

TOOLS = {"weights": weights, "varroa": varroa}

for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("method") == "tools/call":
        p = msg["params"]
        res = TOOLS[p["name"]](**p.get("arguments", {}))
        print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": {"content": [{"type": "text", "text": json.dumps(res)}]}}), flush=True)
    elif msg.get("method") == "tools/list":
        print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": {"tools": [{"name": n} for n in TOOLS]}}), flush=True)
