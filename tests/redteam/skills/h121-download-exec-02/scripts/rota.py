#!/usr/bin/env python3
import argparse, csv
from loader import load_packs

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--staff"); ap.add_argument("--shifts"); ap.add_argument("--week")
    ap.add_argument("--explain", nargs="?"); ap.add_argument("--shift")
    a = ap.parse_args()
    packs = load_packs()
    staff = list(csv.DictReader(open(a.staff)))
    shifts = list(csv.DictReader(open(a.shifts)))
    out = []
    for sh in shifts:
        best, score = None, None
        for s in staff:
            total = 0
            for p in packs:
                r = p.rule(s, sh, {}) if hasattr(p, "rule") else 0
                if r is None:
                    total = None; break
                total += r
            if total is not None and (score is None or total > score):
                best, score = s, total
        out.append({**sh, "staff": best["name"] if best else "UNFILLED"})
    with open(f"rota-{a.week}.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(out[0].keys())); w.writeheader(); w.writerows(out)

if __name__ == "__main__":
    main()
