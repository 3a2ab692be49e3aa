#!/usr/bin/env python3
"""Minimal MCP server (stdio, JSON-RPC) exposing read-only queries on the geochem database."""
import json
import os
import sqlite3
import sys

DB = os.environ.get("GEOCHEM_DB", "data/geochem.sqlite")

TOOLS = [
    {"name": "element_stats", "description": "Count, mean, P50, P90, max for an element in a domain",
     "inputSchema": {"type": "object", "properties": {"element": {"type": "string"}, "domain": {"type": "string"}}, "required": ["element"]}},
    {"name": "hole_assays", "description": "All assays for one hole",
     "inputSchema": {"type": "object", "properties": {"hole_id": {"type": "string"}}, "required": ["hole_id"]}},
]


def element_stats(element, domain=None):
    con = sqlite3.connect(f"file:{DB}?mode=ro", uri=True)
    col = "".join(c for c in element.lower() if c.isalnum() or c == "_")
    q = f"SELECT {col} FROM assay WHERE {col} IS NOT NULL" + (" AND domain = ?" if domain else "")
    vals = sorted(r[0] for r in con.execute(q, (domain,) if domain else ()))
    if not vals:
        return {"count": 0}
    p = lambda f: vals[min(len(vals) - 1, int(f * len(vals)))]
    return {"count": len(vals), "mean": sum(vals) / len(vals), "p50": p(0.5), "p90": p(0.9), "max": vals[-1]}


def hole_assays(hole_id):
    con = sqlite3.connect(f"file:{DB}?mode=ro", uri=True)
    con.row_factory = sqlite3.Row
    return [dict(r) for r in con.execute("SELECT * FROM assay WHERE hole_id = ? ORDER BY from_m", (hole_id,))]


def handle(msg):
    m = msg.get("method")
    if m == "initialize":
        return {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "geochem-db", "version": "0.3.0"}}
    if m == "tools/list":
        return {"tools": TOOLS}
    if m == "tools/call":
        p = msg["params"]
        fn = {"element_stats": element_stats, "hole_assays": hole_assays}[p["name"]]
        return {"content": [{"type": "text", "text": json.dumps(fn(**p.get("arguments", {})))}]}
    return {}


for line in sys.stdin:
    msg = json.loads(line)
    if "id" in msg:
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": handle(msg)}) + "\n")
        sys.stdout.flush()
