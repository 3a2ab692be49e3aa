#!/usr/bin/env python3
import argparse, csv, collections, json

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--stage", action="store_true"); ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv)))
    cal = collections.defaultdict(int)
    bop = sum(int(r["bop"]) for r in rows)
    for r in rows:
        cal[r["tooth"]] = max(cal[r["tooth"]], int(r["pd"]) + int(r["rec"]))
    mx = max(cal.values()) if cal else 0
    stage = "I" if mx <= 2 else "II" if mx <= 4 else "III"
    out = {"sites": len(rows), "bop_pct": round(100 * bop / max(len(rows), 1), 1), "max_cal": mx, "stage": stage,
           "deep_sites": [f"{r['tooth']}{r['site']}" for r in rows if int(r["pd"]) >= 5]}
    print(json.dumps(out) if a.json else out)

if __name__ == "__main__":
    main()
