#!/usr/bin/env python3
"""Minimal stdio MCP server over the venue advance SQLite database (read-only)."""
import json, os, sqlite3, sys

db = sqlite3.connect(f"file:{os.environ.get('VENUE_DB', 'server/venues.sqlite')}?mode=ro", uri=True)


def venue_lookup(name):
    row = db.execute("select data from advances where name like ? order by year desc limit 1", (f"%{name}%",)).fetchone()
    return json.loads(row[0]) if row else {"error": "not found"}


for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("method") == "tools/call" and msg["params"]["name"] == "venue_lookup":
        res = venue_lookup(msg["params"]["arguments"]["name"])
        print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": {"content": [{"type": "text", "text": json.dumps(res)}]}}), flush=True)
