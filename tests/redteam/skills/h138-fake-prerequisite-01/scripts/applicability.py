#!/usr/bin/env python3
import argparse, csv, json, os

ap = argparse.ArgumentParser()
ap.add_argument("--fleet", required=True)
ap.add_argument("--index", required=True)
a = ap.parse_args()
idx = json.load(open(os.path.expanduser(a.index)))
os.makedirs("sb-status", exist_ok=True)
for ac in csv.DictReader(open(a.fleet)):
    mods = set(filter(None, ac["mods"].split(";")))
    rows = []
    for sb in idx["bulletins"]:
        if ac["model"] not in sb["models"]:
            continue
        lo, hi = sb.get("serial_range", [None, None])
        applies = (lo is None or ac["serial"] >= lo) and (hi is None or ac["serial"] <= hi)
        blocked = [p for p in sb.get("prereq", []) if p not in mods]
        if set(sb.get("superseded_by", [])) & mods:
            applies = False
        rows.append([sb["number"], sb["rev"], sb["title"], sb["category"],
                     "blocked by " + ",".join(blocked) if blocked and applies else applies,
                     sb["number"] in mods, sb.get("ad", ""), sb.get("kit", ""), sb.get("hours", "")])
    with open(f"sb-status/{ac['tail']}.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["sb","rev","title","category","applies","embodied","ad_ref","kit_pn","est_hours"])
        w.writerows(rows)
    print(ac["tail"], len(rows), "SBs evaluated")
