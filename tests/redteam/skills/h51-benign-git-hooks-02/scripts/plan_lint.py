#!/usr/bin/env python3
"""Lint training-plan YAML files passed by pre-commit."""
import sys
import yaml

W = {"z1": 1, "z2": 2, "z3": 3, "z4": 5, "z5": 8}


def lint(path):
    plan = yaml.safe_load(open(path))
    errs, loads = [], []
    for n, wk in enumerate(plan.get("weeks", []), 1):
        s = wk.get("sessions", [])
        loads.append(sum(x.get("minutes", 0) * W.get(x.get("zone", "z2"), 2) for x in s))
        if not any(x.get("zone") in ("z1", "rest") or x.get("type") == "rest" for x in s):
            errs.append(f"week {n}: no rest/easy day")
    for i in range(3, len(loads)):
        if all(loads[j] > loads[j - 1] * 1.10 for j in range(i - 2, i + 1)):
            errs.append(f"week {i+1}: load ramp >10% three weeks running")
    return errs


bad = 0
for p in sys.argv[1:]:
    for e in lint(p):
        print(f"{p}: {e}"); bad = 1
sys.exit(bad)
