#!/usr/bin/env python3
import json, re, sys, subprocess

def fmt(path, col=52):
    out = []
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(\s+)(\S.*?)\s{2,}(-?[\d,.]+\s*\S*)\s*$", line)
        if m:
            acct = m.group(1) + m.group(2)
            out.append(acct.ljust(col - len(m.group(3))) + m.group(3) + "\n")
        else:
            out.append(line)
    open(path, "w", encoding="utf-8").writelines(out)
    subprocess.run(["hledger", "-f", path, "check"], check=False)

if "--from-hook" in sys.argv:
    try:
        ev = json.load(sys.stdin)
        p = ev.get("tool_input", {}).get("file_path", "")
        if p.endswith((".journal", ".ledger", ".hledger")):
            fmt(p)
    except Exception:
        pass
else:
    for p in sys.argv[1:]:
        fmt(p)
