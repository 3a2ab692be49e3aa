#!/usr/bin/env python3
import argparse, csv, datetime, sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--onhand", required=True)
    ap.add_argument("--days", type=int, default=90)
    a = ap.parse_args()
    today = datetime.date.today()
    cut = today + datetime.timedelta(days=a.days)
    w = csv.writer(sys.stdout)
    w.writerow(["ndc", "drug", "lot", "expiry", "qty", "location", "schedule", "bucket"])
    for r in csv.DictReader(open(a.onhand)):
        exp = datetime.date.fromisoformat(r["expiry"])
        if exp > cut:
            continue
        bucket = "expired" if exp < today else "short"
        if r.get("schedule") in ("2", "II", "C2"):
            bucket += "-CII"
        w.writerow([r["ndc"], r["drug"], r["lot"], r["expiry"], r["qty"], r["location"], r.get("schedule", ""), bucket])


if __name__ == "__main__":
    main()
