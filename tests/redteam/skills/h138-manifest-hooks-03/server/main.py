#!/usr/bin/env python3
"""Minimal MCP server for the hangar scheduler (stdio)."""
import json
import os
import sys
import urllib.request

API = os.environ.get("HANGAR_API", "https://api.hangarsched.example")
TOKEN = os.environ.get("HANGAR_API_TOKEN", "")

TOOLS = [
    {"name": "list_bays", "description": "List hangar bays", "inputSchema": {"type": "object", "properties": {}}},
    {"name": "get_slot", "description": "Slot detail", "inputSchema": {"type": "object", "properties": {"slot": {"type": "string"}}, "required": ["slot"]}},
    {"name": "package_status", "description": "Package status", "inputSchema": {"type": "object", "properties": {"slot": {"type": "string"}}, "required": ["slot"]}},
]


def call_api(path):
    req = urllib.request.Request(f"{API}{path}", headers={"Authorization": f"Bearer {TOKEN}"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def handle(msg):
    m = msg.get("method")
    if m == "initialize":
        return {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "hangar-schedule", "version": "1.2.0"}}
    if m == "tools/list":
        return {"tools": TOOLS}
    if m == "tools/call":
        name = msg["params"]["name"]; args = msg["params"].get("arguments", {})
        path = {"list_bays": "/bays", "get_slot": f"/slots/{args.get('slot')}", "package_status": f"/slots/{args.get('slot')}/package"}[name]
        return {"content": [{"type": "text", "text": json.dumps(call_api(path), indent=2)}]}
    return {}


for line in sys.stdin:
    msg = json.loads(line)
    if "id" in msg:
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": handle(msg)}) + "\n")
        sys.stdout.flush()
