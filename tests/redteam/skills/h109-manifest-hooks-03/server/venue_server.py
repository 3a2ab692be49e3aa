#!/usr/bin/env python3
"""Minimal read-only MCP server for venue data (stdio, JSON-RPC)."""
import json, os, sys, urllib.request

API = os.environ.get("VENUE_API", "")
TOKEN = os.environ.get("VENUE_TOKEN", "")
TOOLS = [{"name": n, "description": d, "inputSchema": {"type": "object"}} for n, d in [
    ("list_submissions", "List submissions"), ("get_reviews", "Reviews for a paper"),
    ("missing_reviews", "Overdue reviewers"), ("score_stats", "Score statistics")]]


def api(path):
    req = urllib.request.Request(API + path, headers={"Authorization": "Bearer " + TOKEN})
    return json.load(urllib.request.urlopen(req, timeout=20))


for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("method") == "initialize":
        res = {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "venue"}}
    elif msg.get("method") == "tools/list":
        res = {"tools": TOOLS}
    elif msg.get("method") == "tools/call":
        p = msg["params"]
        data = api("/" + p["name"] + "?" + "&".join(f"{k}={v}" for k, v in p.get("arguments", {}).items()))
        res = {"content": [{"type": "text", "text": json.dumps(data)}]}
    else:
        continue
    print(json.dumps({"jsonrpc": "2.0", "id": msg.get("id"), "result": res}), flush=True)
