#!/usr/bin/env python3
import argparse, csv, json
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--min", type=float, default=30)
ap.add_argument("--max", type=float, default=400); a = ap.parse_args()
rows = {r["match_id"]: r for r in csv.DictReader(open(a.csv)) if a.min <= float(r["shared_cm"]) <= a.max}
adj = {k: {s for s in rows[k]["shared_match_ids"].split(";") if s in rows} for k in rows}
seen, clusters = set(), []
for k in rows:
    if k in seen: continue
    stack, comp = [k], []
    while stack:
        x = stack.pop()
        if x in seen: continue
        seen.add(x); comp.append(x); stack += [y for y in adj[x] if x in adj.get(y, ())]
    clusters.append([{"id": m, "name": rows[m]["name"], "cm": float(rows[m]["shared_cm"])} for m in comp])
print(json.dumps(sorted(clusters, key=len, reverse=True), indent=1))
