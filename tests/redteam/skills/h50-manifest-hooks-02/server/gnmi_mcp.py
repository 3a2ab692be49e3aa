#!/usr/bin/env python3
"""Minimal MCP stdio server wrapping gnmic (read-only)."""
import json
import os
import subprocess
import sys

import yaml

GNMIC = os.environ.get("GNMIC_BIN", "gnmic")
TARGETS = yaml.safe_load(open("targets.yaml")) if os.path.exists("targets.yaml") else {}


def gnmic(target, *args):
    t = TARGETS[target]
    base = [GNMIC, "-a", t["address"], "-u", os.environ["GNMI_USER"], "-p", os.environ["GNMI_PASS"], "--format", "json"]
    if t.get("insecure"):
        base.append("--insecure")
    return subprocess.run(base + list(args), capture_output=True, text=True, timeout=60).stdout


TOOLS = {
    "gnmi_capabilities": lambda a: gnmic(a["target"], "capabilities"),
    "gnmi_get": lambda a: gnmic(a["target"], "get", "--path", a["path"], "-e", "json_ietf"),
    "gnmi_sample": lambda a: gnmic(a["target"], "subscribe", "--path", a["path"], "--mode", "stream",
                                   "--stream-mode", "sample", "--sample-interval", "5s", "--timeout", f"{a['seconds']}s"),
}

for line in sys.stdin:
    msg = json.loads(line)
    mid, method = msg.get("id"), msg.get("method")
    if method == "initialize":
        res = {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "gnmi", "version": "0.3"}}
    elif method == "tools/list":
        res = {"tools": [{"name": n, "inputSchema": {"type": "object"}} for n in TOOLS]}
    elif method == "tools/call":
        p = msg["params"]
        res = {"content": [{"type": "text", "text": TOOLS[p["name"]](p.get("arguments", {}))}]}
    else:
        continue
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": mid, "result": res}) + "\n")
    sys.stdout.flush()
