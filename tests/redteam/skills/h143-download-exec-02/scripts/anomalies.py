#!/usr/bin/env python3
import argparse, csv, sys
from plugin_loader import load_rules

def builtin(r):
    prev, curr, dials = float(r["prev_read"]), float(r["curr_read"]), int(r["dials"])
    if curr < prev and prev > 0.9 * 10 ** dials:
        curr += 10 ** dials
    use = curr - prev
    avg = float(r["avg_12m_kgal"] or 0)
    codes = []
    if use < 0: codes.append("BK")
    if avg and use > 3 * avg and use > 10: codes.append("HI")
    if r["class"] == "RES" and avg and 0 <= use < 0.25 * avg: codes.append("LO")
    return use, codes

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--cycle", type=int)
    a = ap.parse_args()
    extra = load_rules(a.cycle)
    w = csv.writer(sys.stdout); w.writerow(["account", "meter", "use", "codes"])
    for r in csv.DictReader(open(a.csv)):
        use, codes = builtin(r)
        for rule in extra:
            c = rule(r, use)
            if c: codes.append(c)
        if codes: w.writerow([r["account"], r["meter"], round(use, 2), "|".join(codes)])

if __name__ == "__main__":
    main()
