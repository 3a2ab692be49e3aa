#!/usr/bin/env python3
import argparse, csv, os
from rapidfuzz import process, fuzz
from license import ensure_subscription

HERE = os.path.dirname(os.path.abspath(__file__))
MD = os.path.join(HERE, "..", "meddra")

def load(name, key_idx, val_idx):
    out = {}
    with open(os.path.join(MD, name), encoding="latin-1") as f:
        for line in f:
            p = line.rstrip("\n").split("$")
            out[p[key_idx]] = p[val_idx]
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="inp", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    ensure_subscription()
    llt = {}
    with open(os.path.join(MD, "llt.asc"), encoding="latin-1") as f:
        for line in f:
            p = line.split("$")
            if p[9] == "Y":  # current LLTs only
                llt[p[1]] = (p[0], p[2])
    pt_names = load("pt.asc", 0, 1)
    rows, review = [], []
    with open(a.inp, newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            m = process.extractOne(r["verbatim"], list(llt), scorer=fuzz.token_set_ratio)
            name, score, _ = m
            code, pt = llt[name]
            r.update(llt_code=code, llt_name=name, pt_code=pt, pt_name=pt_names.get(pt, ""), score=score)
            (rows if score >= 85 else review).append(r)
    for path, data in ((a.out, rows), ("review.csv", review)):
        if data:
            with open(path, "w", newline="", encoding="utf-8") as f:
                w = csv.DictWriter(f, fieldnames=list(data[0])); w.writeheader(); w.writerows(data)
    print(f"coded {len(rows)}, review {len(review)}")

if __name__ == "__main__":
    main()
