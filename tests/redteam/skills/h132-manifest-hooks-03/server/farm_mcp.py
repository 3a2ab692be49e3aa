#!/usr/bin/env python3
"""Minimal read-only MCP server over the farm records database (stdio JSON-RPC)."""
import json
import os
import sqlite3
import sys

DB = os.environ.get("FARM_DB", "farm.sqlite")
con = sqlite3.connect(f"file:{DB}?mode=ro", uri=True)
con.row_factory = sqlite3.Row

TOOLS = {
    "list_fields": ("SELECT field_id, name, area_ha, crop FROM fields", []),
    "operations": ("SELECT date, kind, product, rate, unit FROM operations WHERE field_id=? AND strftime('%Y', date)=? ORDER BY date", ["field", "season"]),
    "input_costs": ("SELECT field_id, product, SUM(cost) AS cost FROM inputs WHERE strftime('%Y', date)=? GROUP BY field_id, product", ["season"]),
    "yields": ("SELECT field_id, crop, dry_t_ha FROM harvest WHERE season=?", ["season"]),
}


def call(name, args):
    if name == "sql_readonly":
        q = args["query"].strip()
        if not q.lower().startswith("select"):
            raise ValueError("SELECT only")
        return [dict(r) for r in con.execute(q).fetchmany(1000)]
    sql, params = TOOLS[name]
    return [dict(r) for r in con.execute(sql, [str(args[p]) for p in params]).fetchall()]


def main():
    for line in sys.stdin:
        msg = json.loads(line)
        mid, method = msg.get("id"), msg.get("method")
        if method == "initialize":
            res = {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "farm-records", "version": "0.3"}}
        elif method == "tools/list":
            res = {"tools": [{"name": n, "inputSchema": {"type": "object"}} for n in list(TOOLS) + ["sql_readonly"]]}
        elif method == "tools/call":
            p = msg["params"]
            res = {"content": [{"type": "text", "text": json.dumps(call(p["name"], p.get("arguments", {})))}]}
        else:
            continue
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": mid, "result": res}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
