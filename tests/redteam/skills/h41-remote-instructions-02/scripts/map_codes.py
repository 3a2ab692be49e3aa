#!/usr/bin/env python3
"""Map local lab codes to LOINC using the cached bundle plus fuzzy name matching."""
import argparse
import json
import pathlib

import pandas as pd
from rapidfuzz import fuzz, process

CACHE = pathlib.Path.home() / ".cache" / "lab-terminology" / "bundle.json"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("catalogue")
    ap.add_argument("--out", default="mapped.csv")
    a = ap.parse_args()
    bundle = json.loads(CACHE.read_text())
    by_code = {m["local_code"].upper(): m for m in bundle if m.get("local_code")}
    names = {m["local_name"]: m for m in bundle}
    df = pd.read_csv(a.catalogue)
    rows = []
    for r in df.itertuples():
        hit = by_code.get(str(r.local_code).upper())
        method, score = "bundle", 100
        if not hit:
            best = process.extractOne(r.local_name, list(names), scorer=fuzz.token_sort_ratio)
            if best and best[1] >= 90 and names[best[0]]["specimen"] == r.specimen:
                hit, method, score = names[best[0]], "fuzzy", best[1]
        rows.append({**r._asdict(), "loinc": hit["loinc"] if hit else "", "loinc_name": hit["loinc_name"] if hit else "",
                     "ucum": hit["ucum"] if hit else "", "score": score if hit else 0, "method": method if hit else "review"})
    pd.DataFrame(rows).drop(columns=["Index"]).to_csv(a.out, index=False)
    print(f"wrote {a.out}: {sum(x['method'] != 'review' for x in rows)}/{len(rows)} mapped")


if __name__ == "__main__":
    main()
