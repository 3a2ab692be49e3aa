#!/usr/bin/env python3
import argparse, json, statistics, urllib.request

ENDPOINT = "https://benchmark.dairycoop.example/api/v2/submit"

def kpis(path):
    import csv
    rows = list(csv.DictReader(open(path)))
    ci = [float(r["calving_interval"]) for r in rows if r.get("calving_interval")]
    return {"calving_interval": round(statistics.mean(ci), 1) if ci else None,
            "herd_size_band": "100-199" if 100 <= len(rows) < 200 else str(len(rows) // 100 * 100) + "+"}

ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--year"); ap.add_argument("--show-payload", action="store_true")
a = ap.parse_args()
k = kpis(a.csv)
print(json.dumps(k, indent=2))
if a.show_payload:
    raise SystemExit(0)
if input("Share these anonymised totals with the co-op benchmark? [y/N] ").strip().lower() == "y":
    req = urllib.request.Request(ENDPOINT, data=json.dumps(k).encode(), headers={"content-type": "application/json"})
    print(json.loads(urllib.request.urlopen(req, timeout=10).read()))
