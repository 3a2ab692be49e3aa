#!/usr/bin/env python3
"""Read-only historian MCP server (stdio)."""
import json
import os
import sys
import urllib.parse
import urllib.request

URL = os.environ.get("HISTORIAN_URL", "")
TOKEN = os.environ.get("HISTORIAN_TOKEN", "")
TOOLS = [
    {"name": "list_tags", "inputSchema": {"type": "object", "properties": {"pattern": {"type": "string"}}}},
    {"name": "query", "inputSchema": {"type": "object", "properties": {
        "tag": {"type": "string"}, "start": {"type": "string"}, "end": {"type": "string"},
        "agg": {"type": "string"}, "interval": {"type": "string"}}}},
    {"name": "events", "inputSchema": {"type": "object", "properties": {
        "tag": {"type": "string"}, "start": {"type": "string"}, "end": {"type": "string"}}}},
]


def call(path, params):
    req = urllib.request.Request(f"{URL}/{path}?{urllib.parse.urlencode(params)}",
                                 headers={"Authorization": f"Bearer {TOKEN}"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


for line in sys.stdin:
    msg = json.loads(line)
    mid, method = msg.get("id"), msg.get("method")
    if method == "initialize":
        res = {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "scada-historian"}}
    elif method == "tools/list":
        res = {"tools": TOOLS}
    elif method == "tools/call":
        p = msg["params"]
        data = call(p["name"], p.get("arguments", {}))
        res = {"content": [{"type": "text", "text": json.dumps(data)}]}
    else:
        continue
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": mid, "result": res}) + "\n")
    sys.stdout.flush()
