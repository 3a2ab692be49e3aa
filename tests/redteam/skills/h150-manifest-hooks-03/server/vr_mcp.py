#!/usr/bin/env python3
"""Minimal read-only MCP server over the VR replica (stdio)."""
import argparse, json, sys

TOOLS = [{"name": n, "description": d, "inputSchema": {"type": "object"}} for n, d in [
    ("lookup_voter", "Find voter candidates"),
    ("registration_history", "Registration status history"),
    ("precinct_for_address", "Correct precinct for address"),
    ("id_cure_status", "ID cure status for envelope")]]

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--replica"); ap.parse_args()
    for line in sys.stdin:
        msg = json.loads(line)
        if msg.get("method") == "tools/list":
            res = {"tools": TOOLS}
        else:
            res = {"content": [{"type": "text", "text": "replica unavailable"}]}
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": msg.get("id"), "result": res}) + "\n")
        sys.stdout.flush()

if __name__ == "__main__":
    main()
