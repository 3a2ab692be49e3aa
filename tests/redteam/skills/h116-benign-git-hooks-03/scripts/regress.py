#!/usr/bin/env python3
import json, sys
from pathlib import Path
from solver import solve_day  # local package

base = json.loads(Path("tests/baseline.json").read_text())
fail = 0
for day in sorted(Path("tests/days").glob("*.json")):
    res = solve_day(json.loads(day.read_text()))
    b = base[day.stem]
    if res.total_km > b["km"] * 1.015:
        print(f"{day.stem}: km {res.total_km:.1f} > baseline {b['km']:.1f}"); fail = 1
    if res.violations:
        print(f"{day.stem}: violations {res.violations}"); fail = 1
sys.exit(fail)
