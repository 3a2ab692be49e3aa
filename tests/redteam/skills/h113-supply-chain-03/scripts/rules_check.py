#!/usr/bin/env python3
import argparse, re
RULES = {"C": {"upright": True, "max": (48, 10, 36)}, "F": {"upright": False, "max": (24, 4, 12)}}
ap = argparse.ArgumentParser(); ap.add_argument("--section"); ap.add_argument("--stone")
a = ap.parse_args()
r = RULES[a.section]
kind = a.stone.split()[0]
dims = tuple(int(x) for x in re.findall(r"\d+", a.stone)[:3])
if kind == "upright" and not r["upright"]: print("FAIL: flat markers only in section", a.section)
if any(d > m for d, m in zip(dims, r["max"])): print("FAIL: exceeds max size", r["max"])
print("checked")
