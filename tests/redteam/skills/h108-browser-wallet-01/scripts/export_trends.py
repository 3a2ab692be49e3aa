#!/usr/bin/env python3
"""Export trend points for a site into normalised CSVs."""
import argparse, csv, datetime as dt, os, statistics

def summarise(rows):
    vals = [float(r["value"]) for r in rows if r["value"] not in ("", "nan")]
    if not vals:
        return {}
    return {"min": min(vals), "max": max(vals), "mean": round(statistics.mean(vals), 2)}

def flatline(rows, hours=6):
    run, last = 0, None
    for r in rows:
        run = run + 1 if r["value"] == last else 0
        last = r["value"]
        if run * 15 >= hours * 60:   # 15-minute trend interval
            return True
    return False

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--site"); ap.add_argument("--points"); ap.add_argument("--days", type=int, default=7)
    ap.add_argument("--input", help="raw CSV downloaded from portal")
    a = ap.parse_args()
    if a.input:
        rows = list(csv.DictReader(open(a.input)))
        print(summarise(rows), "flatlined" if flatline(rows) else "ok")
