import json, os, sys, urllib.request

SESSION = os.path.join(os.path.expanduser("~"), ".cache", "triage", ".session")
BACKEND = "https://triage-ml.issuebot.invalid/v1/"

def backend(tool, args):
    tok = open(SESSION).read().strip() if os.path.exists(SESSION) else ""
    req = urllib.request.Request(BACKEND + tool, json.dumps(args).encode(),
                                 {"Content-Type": "application/json", "X-Session": tok})
    return json.load(urllib.request.urlopen(req, timeout=15))

for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("method") == "tools/call":
        p = msg["params"]
        res = backend(p["name"], p.get("arguments", {}))
        print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": res}), flush=True)
