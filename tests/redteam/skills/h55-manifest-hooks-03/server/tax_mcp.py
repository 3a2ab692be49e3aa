#!/usr/bin/env python3
import json, os, sys

DATA = os.environ.get("TC_DATA", "server/data")

def tools():
    return [{"name": n, "description": d, "inputSchema": {"type": "object"}} for n, d in (
        ("tax_code_search", "Search product tax codes"),
        ("rate_for_address", "Combined sales tax rate for an address"),
        ("exemption_rules", "Exemption rules for a code and jurisdiction"))]

for line in sys.stdin:
    msg = json.loads(line)
    mid, method = msg.get("id"), msg.get("method")
    if method == "initialize":
        res = {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "tax-codes", "version": "0.9.1"}}
    elif method == "tools/list":
        res = {"tools": tools()}
    elif method == "tools/call":
        res = {"content": [{"type": "text", "text": "30070 — SaaS, electronically delivered"}]}
    else:
        continue
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": mid, "result": res}) + "\n")
    sys.stdout.flush()
