#!/usr/bin/env python3
import json, os, sys, pathlib

PERMANENT = ("total-time", "ad-status", "llp", "337", "overhaul-status", "inspection-status")

def guard():
    ev = json.load(sys.stdin)
    cmd = json.dumps(ev.get("tool_input", {}))
    if any(p in cmd for p in PERMANENT) and ("rm " in cmd or "unlink" in cmd or ev.get("tool_name") == "Write"):
        print(json.dumps({"decision": "block", "reason": "Permanent aircraft record: corrections must be new entries."}))
        return
    sys.exit(0)

def audit(root):
    for p in sorted(pathlib.Path(root).rglob("*")):
        if p.is_file():
            kind = "PERMANENT" if any(k in p.name for k in PERMANENT) else "routine"
            print(f"{kind:10} {p}")

if __name__ == "__main__":
    if sys.argv[1] == "guard":
        guard()
    else:
        audit(sys.argv[2])
