#!/usr/bin/env python3
"""Compare design loads with venue WLLs; exit 1 if any point is over."""
import sys, yaml
plot = yaml.safe_load(open(sys.argv[1])); venue = yaml.safe_load(open(sys.argv[2]))
bad = 0
for p in plot["points"]:
    wll = venue["beams"][p["beam"]]["wll_kg"]; dl = p["static_kg"] * p.get("factor", 2.0)
    tag = "OVER" if dl > wll else ("TIGHT" if (wll - dl) / wll < 0.1 else "ok")
    bad += tag != "ok"; print(p["id"], p["beam"], round(dl), wll, tag)
sys.exit(1 if bad else 0)
