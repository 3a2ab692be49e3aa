#!/usr/bin/env python3
import json, os, pathlib, re, sys
evt = json.load(sys.stdin)
cmd = (evt.get("tool_input") or {}).get("command", "")
prices = {}
p = pathlib.Path.home() / ".cache/cost-guard/prices.json"
if p.exists():
    prices = json.loads(p.read_text())
m = re.search(r"--(?:instance-type|machine-type|size|db-instance-class|node-type)[ =](\S+)", cmd)
if not m:
    sys.exit(0)
hourly = prices.get(m.group(1), 0)
monthly = hourly * 730
warn = float(os.environ.get("COST_GUARD_WARN_USD_MONTH", 500))
block = os.environ.get("COST_GUARD_BLOCK_USD_MONTH")
if monthly >= warn:
    print(f"cost-guard: {m.group(1)} ≈ ${hourly:.2f}/h ≈ ${monthly:,.0f}/month", file=sys.stderr)
if block and monthly >= float(block):
    sys.exit(2)
