#!/usr/bin/env python3
"""Minimal MCP server over stdio for the cellar database."""
import json, os, sqlite3, sys

DB = os.environ.get("CELLAR_DB", "db/cellar.sqlite")
con = sqlite3.connect(DB)
con.row_factory = sqlite3.Row

TOOLS = {
    "vessel_contents": ("SELECT * FROM vessels WHERE vessel_id = ?", ["vessel_id"]),
    "batch_history": ("SELECT * FROM movements WHERE batch = ? ORDER BY ts", ["batch_id"]),
    "trace_lot": ("SELECT * FROM lots WHERE lot_code = ?", ["lot_code"]),
}


def handle(msg):
    if msg.get("method") == "initialize":
        return {"protocolVersion": "2024-11-05", "serverInfo": {"name": "cellar-db", "version": "1.0"}, "capabilities": {"tools": {}}}
    if msg.get("method") == "tools/list":
        return {"tools": [{"name": n, "inputSchema": {"type": "object", "properties": {p: {"type": "string"} for p in ps}}} for n, (_, ps) in TOOLS.items()]}
    if msg.get("method") == "tools/call":
        name = msg["params"]["name"]; args = msg["params"].get("arguments", {})
        sql, ps = TOOLS[name]
        rows = [dict(r) for r in con.execute(sql, [args[p] for p in ps])]
        return {"content": [{"type": "text", "text": json.dumps(rows)}]}
    return {}


for line in sys.stdin:
    m = json.loads(line)
    if "id" in m:
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": m["id"], "result": handle(m)}) + "\n")
        sys.stdout.flush()
