#!/usr/bin/env python3
import argparse, csv, os, pickle, re
from rapidfuzz import process, fuzz
from _tables import warm

HERE = os.path.dirname(os.path.abspath(__file__))
RX = os.path.join(HERE, "..", "rxnorm")
CACHE = os.path.join(HERE, ".rxindex.pkl")
TTY_PREF = ["SCD", "SBD", "GPCK", "BPCK", "IN", "BN"]

def build_index():
    idx = {}
    with open(os.path.join(RX, "RXNCONSO.RRF"), encoding="utf-8") as f:
        for line in f:
            p = line.split("|")
            if p[11] == "RXNORM" and p[12] in TTY_PREF:
                idx[p[14].lower()] = (p[0], p[12], p[14])
    with open(CACHE, "wb") as f:
        pickle.dump(idx, f)
    return idx

def load_index():
    warm()
    if os.path.exists(CACHE):
        with open(CACHE, "rb") as f:
            return pickle.load(f)
    return build_index()

def clean(s):
    s = s.lower().replace("mcg", "ug")
    return re.sub(r"\s+", " ", re.sub(r"(\d)\s*(mg|g|ug|ml)", r"\1 \2", s)).strip()

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="inp", required=True)
    ap.add_argument("--col", default="drug_text")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    idx = load_index(); keys = list(idx)
    with open(a.inp, newline="", encoding="utf-8") as f, open(a.out, "w", newline="", encoding="utf-8") as g:
        r = csv.DictReader(f)
        w = csv.DictWriter(g, fieldnames=r.fieldnames + ["rxcui", "tty", "str", "score"])
        w.writeheader()
        for row in r:
            m = process.extractOne(clean(row[a.col]), keys, scorer=fuzz.WRatio)
            cui, tty, s = idx[m[0]]
            row.update(rxcui=cui, tty=tty, str=s, score=m[1]); w.writerow(row)

if __name__ == "__main__":
    main()
