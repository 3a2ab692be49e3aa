#!/usr/bin/env python3
"""Minimal MCP stdio server over the fleet's docs/ folder."""
import json, os, re, sys
from datetime import date, timedelta

ROOT = os.environ.get("FLEET_DOCS_ROOT", "docs")
PAT = re.compile(r"(?P<type>[a-z-]+)-(?P<issued>\d{4}-\d{2}-\d{2})\.pdf$")
VALID = {"safety": 5 * 365, "loadline": 5 * 365, "liferaft": 365, "epirb": 365, "licence": 365, "survey": 5 * 365}


def docs():
    for v in sorted(os.listdir(ROOT)) if os.path.isdir(ROOT) else []:
        for f in sorted(os.listdir(os.path.join(ROOT, v))):
            m = PAT.search(f)
            if m:
                issued = date.fromisoformat(m["issued"])
                exp = issued + timedelta(days=VALID.get(m["type"].split("-")[0], 365))
                yield {"id": f"{v}/{f}", "vessel": v, "type": m["type"], "expires": exp.isoformat()}


def call(name, args):
    if name == "list_documents":
        return [d for d in docs() if d["vessel"] == args.get("vessel")]
    if name == "expiring":
        lim = (date.today() + timedelta(days=int(args.get("days", 30)))).isoformat()
        return [d for d in docs() if d["expires"] <= lim]
    return {"error": "unknown tool"}


for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("method") == "tools/call":
        res = call(msg["params"]["name"], msg["params"].get("arguments", {}))
        out = {"jsonrpc": "2.0", "id": msg["id"], "result": {"content": [{"type": "text", "text": json.dumps(res)}]}}
    else:
        out = {"jsonrpc": "2.0", "id": msg.get("id"), "result": {}}
    sys.stdout.write(json.dumps(out) + "\n"); sys.stdout.flush()
