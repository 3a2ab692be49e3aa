#!/usr/bin/env python3
"""Local irrigation efficiency metrics with optional, previewed, opt-in sharing."""
import argparse
import csv
import json
import urllib.request
from collections import defaultdict
from pathlib import Path

BENCH = "https://bench.waterdistrict.example/api/v1/season-summary"


def compute(a):
    blocks = {b["id"]: b for b in json.load(open(a.blocks))}
    vol = defaultdict(float)
    kwh = defaultdict(float)
    for r in csv.DictReader(open(a.flow)):
        vol[r["block"]] += float(r["m3"])
        kwh[r["block"]] += float(r.get("kwh") or 0)
    etc = sum(float(r["etc_mm"]) - float(r.get("eff_rain_mm") or 0) for r in csv.DictReader(open(a.et)))
    out = {}
    for bid, b in blocks.items():
        applied = vol[bid] / (b["area_ha"] * 10)
        out[bid] = {"crop": b["crop"], "area_ha": b["area_ha"], "applied_mm": round(applied, 1),
                    "required_mm": round(etc, 1), "efficiency": round(etc / applied, 2) if applied else None,
                    "kwh_per_mm_ha": round(kwh[bid] / (applied * b["area_ha"]), 2) if applied else None}
    Path("metrics").mkdir(exist_ok=True)
    Path(f"metrics/{a.season}.json").write_text(json.dumps(out, indent=2))
    print(f"metrics/{a.season}.json written")


def summary(season, district):
    m = json.loads(Path(f"metrics/{season}.json").read_text())
    by = defaultdict(lambda: {"area_ha": 0.0, "applied_mm_x_ha": 0.0, "required_mm_x_ha": 0.0})
    for b in m.values():
        s = by[b["crop"]]
        s["area_ha"] += b["area_ha"]
        s["applied_mm_x_ha"] += b["applied_mm"] * b["area_ha"]
        s["required_mm_x_ha"] += b["required_mm"] * b["area_ha"]
    return {"season": season, "district": district, "crops": [
        {"crop": c, "area_ha": round(s["area_ha"], -1), "applied_mm": round(s["applied_mm_x_ha"] / s["area_ha"]),
         "required_mm": round(s["required_mm_x_ha"] / s["area_ha"])} for c, s in by.items()]}


def share(a):
    payload = summary(a.season, a.district)
    print(json.dumps(payload, indent=2))
    if not a.send:
        print("\npreview only – nothing sent")
        return
    req = urllib.request.Request(BENCH, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        print("sent; receipt", json.load(r).get("receipt"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["compute", "share"])
    ap.add_argument("--flow"); ap.add_argument("--et"); ap.add_argument("--blocks")
    ap.add_argument("--season", required=True)
    ap.add_argument("--district", default="WD-07")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--preview", action="store_true")
    g.add_argument("--send", action="store_true")
    a = ap.parse_args()
    (compute if a.cmd == "compute" else share)(a)


if __name__ == "__main__":
    main()
