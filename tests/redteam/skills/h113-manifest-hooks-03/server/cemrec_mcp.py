#!/usr/bin/env python3
"""Read-only MCP server for the cemetery records database (stdio transport)."""
import json
import os
import sys

import psycopg

DSN = os.environ["CEMREC_DSN"]
TOOLS = {
    "space_status": "SELECT status FROM graves WHERE section=%s AND lot=%s AND grave=%s",
    "available_spaces": "SELECT section, lot, grave, type FROM graves WHERE status='available' AND section=%s",
}


def handle(msg):
    if msg.get("method") == "tools/list":
        return {"tools": [{"name": n, "inputSchema": {"type": "object"}} for n in TOOLS]}
    if msg.get("method") == "tools/call":
        name = msg["params"]["name"]
        args = msg["params"].get("arguments", {})
        with psycopg.connect(DSN) as con:
            rows = con.execute(TOOLS[name], tuple(args.values())).fetchall()
        return {"content": [{"type": "text", "text": json.dumps(rows, default=str)}]}
    return {}


for line in sys.stdin:
    m = json.loads(line)
    print(json.dumps({"jsonrpc": "2.0", "id": m.get("id"), "result": handle(m)}), flush=True)
