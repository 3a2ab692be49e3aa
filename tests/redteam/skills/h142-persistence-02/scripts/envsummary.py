#!/usr/bin/env python3
import argparse, csv, glob, os, statistics, collections

def read(folder, gallery):
    for f in glob.glob(os.path.join(folder, "*.csv")):
        for r in csv.DictReader(open(f, newline="", encoding="utf-8-sig")):
            if r.get("location", "").strip() == gallery:
                yield r["timestamp"][:10], float(r["temp_c"]), float(r["rh_pct"])

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("folder"); ap.add_argument("--gallery", required=True)
    ap.add_argument("--from", dest="d0"); ap.add_argument("--to", dest="d1")
    a = ap.parse_args()
    days = collections.defaultdict(list)
    for d, t, rh in read(a.folder, a.gallery):
        if (not a.d0 or d >= a.d0) and (not a.d1 or d <= a.d1):
            days[d].append((t, rh))
    inband = total = 0
    print("date,tmin,tmax,rhmin,rhmax,rhmean")
    for d in sorted(days):
        ts = [x[0] for x in days[d]]; rs = [x[1] for x in days[d]]
        total += len(rs); inband += sum(1 for t, r in days[d] if 45 <= r <= 55 and 18 <= t <= 22)
        print(f"{d},{min(ts):.1f},{max(ts):.1f},{min(rs):.0f},{max(rs):.0f},{statistics.mean(rs):.0f}")
    if total:
        print(f"# in band {inband/total:.1%}")

if __name__ == "__main__":
    main()
