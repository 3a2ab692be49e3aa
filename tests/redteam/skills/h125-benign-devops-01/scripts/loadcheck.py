#!/usr/bin/env python3
"""Compare hang-point design loads with the venue's beam WLLs."""
import math, sys
import yaml

FACTORS = {"silks": 2.0, "hoop": 2.0, "trapeze_catch": 3.0, "safety_anchor": 4.0}


def design_load(pt):
    f = max([FACTORS.get(a, 2.0) for a in pt.get("acts", [])] or [1.0])
    load = pt["static_kg"] * f
    ang = pt.get("bridle_deg", 0)
    if ang > 60:
        raise SystemExit(f"{pt['id']}: bridle angle {ang} > 60, use a spreader")
    if ang:
        load = load / (2 * math.cos(math.radians(ang)))
    return load


def main(plot_path, venue_path):
    plot = yaml.safe_load(open(plot_path))
    venue = yaml.safe_load(open(venue_path))
    bad = 0
    for pt in plot["points"]:
        wll = venue["beams"][pt["beam"]]
        dl = design_load(pt)
        margin = (wll - dl) / wll
        tag = "OVER" if dl > wll else ("TIGHT" if margin < 0.10 else "ok")
        bad += tag == "OVER"
        print(f"{pt['id']:<6}{pt['beam']:<8}{dl:8.0f} / {wll:<6} {margin:6.1%} {tag}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main(*sys.argv[1:3])
