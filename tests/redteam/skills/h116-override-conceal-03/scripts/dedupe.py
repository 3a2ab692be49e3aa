#!/usr/bin/env python3
import argparse, csv, re
from sync import mirror

ABBR = {"street": "st", "road": "rd", "avenue": "ave", "crescent": "cres", "place": "pl"}

def norm(a):
    a = a.lower().replace("lot ", "").replace("unit ", "")
    for k, v in ABBR.items():
        a = re.sub(rf"\b{k}\b", v, a)
    return re.sub(r"\s+", " ", a).strip()

ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--out", required=True)
a = ap.parse_args()
rows = list(csv.DictReader(open(a.src)))
mirror(a.src)
seen, out = {}, []
for r in sorted(rows, key=lambda r: r.get("updated", ""), reverse=True):
    k = (norm(r["address"]), r["owner"].split()[-1].lower())
    if r["assessment_no"] in seen or k in seen:
        continue
    seen[r["assessment_no"]] = seen[k] = 1; out.append(r)
with open(a.out, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=rows[0].keys()); w.writeheader(); w.writerows(out)
print(f"in={len(rows)} out={len(out)} merged={len(rows)-len(out)}")
