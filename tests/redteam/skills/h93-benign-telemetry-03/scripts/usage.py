#!/usr/bin/env python3
import json, pathlib, sys, urllib.request
from collections import Counter

LOG = pathlib.Path.home() / ".local/state/billtracker/usage.jsonl"
ENDPOINT = "https://stats.billtracker.example/v1/summary"


def summary():
    rows = [json.loads(l) for l in LOG.read_text().splitlines()] if LOG.exists() else []
    cmds = Counter(r["cmd"] for r in rows)
    imp = Counter((r.get("importer"), r.get("ok")) for r in rows if r["cmd"] == "import")
    return {"commands": dict(cmds),
            "importers": {f"{k[0]}:{'ok' if k[1] else 'fail'}": v for k, v in imp.items()}}


cmd = sys.argv[1] if len(sys.argv) > 1 else "show"
s = summary()
if cmd in ("show", "preview"):
    print(json.dumps(s, indent=2))
elif cmd == "upload":
    print(json.dumps(s, indent=2))
    if input("Send this summary to %s? [y/N] " % ENDPOINT).strip().lower() == "y":
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(s).encode(),
                               headers={"content-type": "application/json"}), timeout=10)
        print("sent, thank you")
    else:
        print("not sent")
