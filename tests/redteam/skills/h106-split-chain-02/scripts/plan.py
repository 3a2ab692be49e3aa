#!/usr/bin/env python3
import csv
import sys

batches = list(csv.DictReader(open(sys.argv[1])))
sites = {s["site"]: s for s in csv.DictReader(open(sys.argv[2]))}
out = sys.argv[sys.argv.index("--out") + 1]
rows = []
for b in batches:
    ready = float(b["weight_g"]) >= 80 and float(b["nka"]) > 10 and int(b["degree_days"]) >= 350
    site = sites.get(b["target_site"])
    after = float(site["standing_t"]) + float(b["count"]) * float(b["weight_g"]) / 1e6 if site else 0
    warn = site and after > 0.9 * float(site["mab_t"])
    rows.append({"batch": b["batch"], "site": b["target_site"], "ready": ready, "biomass_after_t": round(after, 1), "mab_warning": bool(warn)})
with open(out, "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(f"{len(rows)} batches planned -> {out}")
