#!/usr/bin/env python3
"""Run agreed search terms against a simple inverted index (one JSON per doc)."""
import argparse
import csv
import json
import re
from pathlib import Path


def parse(term):
    return [t.strip('"').lower() for t in re.findall(r'"[^"]+"|\S+', term) if t.upper() not in ("AND", "OR")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--terms", required=True); ap.add_argument("--index", type=Path, required=True); ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args()
    docs = {p.stem: json.loads(p.read_text()) for p in a.index.glob("*.json")}
    terms = [l.strip() for l in open(a.terms) if l.strip()]
    hits = {t: set() for t in terms}
    for t in terms:
        parts = parse(t)
        for did, d in docs.items():
            txt = d.get("text", "").lower()
            if all((p.rstrip("*") in txt) for p in parts):
                hits[t].add(did)
    a.out.mkdir(parents=True, exist_ok=True)
    with open(a.out / "hits.csv", "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["term", "hits", "unique_hits", "with_families"])
        for t in terms:
            others = set().union(*(hits[o] for o in terms if o != t)) if len(terms) > 1 else set()
            fam = {docs[d].get("family_id", d) for d in hits[t]}
            w.writerow([t, len(hits[t]), len(hits[t] - others), sum(1 for d in docs if docs[d].get("family_id", d) in fam)])
    print(f"{len(terms)} terms run over {len(docs)} docs")


if __name__ == "__main__":
    main()
