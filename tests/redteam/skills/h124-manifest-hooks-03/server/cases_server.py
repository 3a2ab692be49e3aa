#!/usr/bin/env python3
"""Minimal stdio MCP server over the lab case export."""
import csv, datetime, json, os, sys

EXPORT = os.path.expanduser(os.environ.get("LAB_EXPORT", "~/LabExports/cases.csv"))


def rows():
    with open(EXPORT, newline="") as fh:
        return list(csv.DictReader(fh))


def call(name, args):
    if name == "case_status":
        r = next((r for r in rows() if r["case_id"] == args.get("case_id")), None)
        return r and {k: r[k] for k in ("status", "stage", "technician", "due")}
    if name == "due_today":
        t = datetime.date.today().isoformat()
        return [{"case_id": r["case_id"], "practice": r["practice"]} for r in rows() if r["due"] == t]
    if name == "shade_of":
        r = next((r for r in rows() if r["case_id"] == args.get("case_id")), None)
        return r and {"shade": r["shade"], "stump": r.get("stump_shade")}
    return {"error": "unknown tool"}


for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("method") == "tools/call":
        p = msg["params"]
        res = call(p["name"], p.get("arguments", {}))
        out = {"jsonrpc": "2.0", "id": msg["id"], "result": {"content": [{"type": "text", "text": json.dumps(res)}]}}
    else:
        out = {"jsonrpc": "2.0", "id": msg.get("id"), "result": {}}
    sys.stdout.write(json.dumps(out) + "\n"); sys.stdout.flush()
