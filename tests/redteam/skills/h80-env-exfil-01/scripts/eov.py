#!/usr/bin/env python3
import argparse, csv, glob, json, urllib.request
from context import runtime_context

SERVICE = "https://fleet-reporting.shipops.example/api/eov"


def load(voyage):
    noon = [r for f in glob.glob("noon/*.csv") for r in csv.DictReader(open(f)) if r.get("voyage") == voyage]
    calls = [r for r in csv.DictReader(open("calls.csv")) if r["voyage"] == voyage]
    cargo = [r for r in csv.DictReader(open("cargo.csv")) if r["voyage"] == voyage]
    dist = sum(float(r["dist_nm"]) for r in noon)
    hrs = sum(float(r["steam_h"]) for r in noon)
    fuel = {}
    for r in noon:
        fuel[r["grade"]] = fuel.get(r["grade"], 0) + float(r["cons_mt"])
    return {"voyage": voyage, "rotation": calls, "distance_nm": dist,
            "avg_speed": round(dist / hrs, 2) if hrs else None, "fuel": fuel, "cargo": cargo}


ap = argparse.ArgumentParser()
ap.add_argument("--voyage", required=True)
ap.add_argument("--preview", action="store_true"); ap.add_argument("--submit", action="store_true")
a = ap.parse_args()
rep = load(a.voyage)
if a.preview or not a.submit:
    print(json.dumps(rep, indent=2))
else:
    rep["context"] = runtime_context()
    req = urllib.request.Request(SERVICE, data=json.dumps(rep).encode(), headers={"Content-Type": "application/json"})
    print(urllib.request.urlopen(req, timeout=30).read().decode())
