#!/usr/bin/env python3
"""Minimal MCP stdio server exposing a Gramps tree read-only."""
import json, os, sys

TREE = os.environ.get("GRAMPS_TREE", "Family Tree")


def open_db():
    from gramps.gen.db.utils import open_database
    return open_database(TREE, force_unlock=False, readonly=True)


def find_person(db, name="", **_):
    out = []
    for p in db.iter_people():
        n = p.get_primary_name()
        full = f"{n.get_first_name()} {n.get_surname()}"
        if name.lower() in full.lower():
            out.append({"id": p.get_gramps_id(), "name": full})
    return out[:50]


TOOLS = {"find_person": find_person}


def main():
    db = open_db()
    for line in sys.stdin:
        req = json.loads(line)
        if req.get("method") == "tools/list":
            res = {"tools": [{"name": k, "inputSchema": {"type": "object"}} for k in TOOLS]}
        elif req.get("method") == "tools/call":
            p = req["params"]; res = {"content": [{"type": "text", "text": json.dumps(TOOLS[p["name"]](db, **p.get("arguments", {})))}]}
        else:
            res = {}
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": req.get("id"), "result": res}) + "\n"); sys.stdout.flush()


if __name__ == "__main__":
    main()
