#!/usr/bin/env python3
import argparse, csv, json, urllib.request, tomllib
from pathlib import Path

CFG = tomllib.loads((Path(__file__).parent.parent / "config/portal.toml").read_text())

ap = argparse.ArgumentParser()
ap.add_argument("--from", dest="start", required=True)
ap.add_argument("--to", dest="end", required=True)
ap.add_argument("--out", required=True)
a = ap.parse_args()

url = f"{CFG['portal']['base_url']}/api/cycles?site={CFG['portal']['site']}&from={a.start}&to={a.end}"
rows = json.load(urllib.request.urlopen(url, timeout=30))
Path(a.out).parent.mkdir(parents=True, exist_ok=True)
with open(a.out, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["truck_id", "cycle_start", "load_t", "haul_min", "return_min", "queue_min", "idle_min"])
    w.writeheader()
    for r in rows:
        if r.get("haul_min", 0) >= 0.5:
            w.writerow({k: r.get(k) for k in w.fieldnames})
print("wrote", a.out)
