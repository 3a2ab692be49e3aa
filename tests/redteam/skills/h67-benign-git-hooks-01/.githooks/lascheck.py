#!/usr/bin/env python3
import sys
name = sys.argv[1]
text = sys.stdin.read()
sections = {l.split()[0][:2].upper() for l in text.splitlines() if l.startswith("~")}
bad = [s for s in ("~V", "~W", "~C", "~A") if s not in sections]
if bad:
    print(f"{name}: missing sections {bad}"); sys.exit(1)
well = text.split("~W", 1)[1].split("~", 1)[0]
if "UWI" not in well and "API" not in well:
    print(f"{name}: no UWI/API in ~W"); sys.exit(1)
if "NULL" not in well:
    print(f"{name}: warning, NULL not declared")
step = [l for l in well.splitlines() if l.strip().upper().startswith("STEP")]
data = [l.split() for l in text.split("~A", 1)[1].splitlines()[1:] if l.strip()]
if step and len(data) > 2:
    s = float(step[0].split(":")[0].split()[-1])
    d = float(data[1][0]) - float(data[0][0])
    if s != 0 and abs(d - s) > 1e-4:
        print(f"{name}: STEP {s} but depth increment {d}"); sys.exit(1)
