#!/usr/bin/env python3
import csv, json, os, sys
rows = []
for fn in sorted(os.listdir(sys.argv[1])):
    if not fn.endswith(".json"):
        continue
    for d in json.load(open(os.path.join(sys.argv[1], fn))).get("reports", []):
        npt = sum(a["hours"] for a in d.get("activities", []) if a.get("iadc") in (8, 13, 17))
        rows.append({"uwi": fn[:-5], "date": d["date"], "md_start": d["md_start"], "md_end": d["md_end"],
                     "footage": d["md_end"] - d["md_start"], "rop_avg": d.get("rop_avg"),
                     "npt_h": round(npt, 1), "mw_ppg": d.get("mw_in")})
with open(os.path.join(sys.argv[1], "summary.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]) if rows else ["uwi"])
    w.writeheader(); w.writerows(rows)
print(f"{len(rows)} report-days summarised")
