#!/usr/bin/env python3
import argparse, re
import pandas as pd
from rapidfuzz import fuzz, process
ABBR = {"os": "overshirt", "lin": "linen", "wl": "wide leg", "trs": "trousers", "kn": "knit"}
def norm(s):
    toks = re.split(r"[\s\-_/]+", str(s).lower())
    return " ".join(ABBR.get(t, t) for t in toks if t not in {"xs", "s", "m", "l", "xl"})
ap = argparse.ArgumentParser(); ap.add_argument("sup"); ap.add_argument("plm"); ap.add_argument("--out")
a = ap.parse_args()
sup = pd.read_excel(a.sup); plm = pd.read_csv(a.plm)
choices = dict(zip(plm["style"], plm["description"].map(norm)))
rows = []
for code in sup["supplier_code"]:
    best = process.extractOne(norm(code), choices, scorer=fuzz.token_set_ratio)
    style, score = (best[2], best[1]) if best else ("", 0)
    rows.append({"supplier_code": code, "our_style": style, "score": round(score), "status": "auto" if score >= 92 else "review" if score >= 80 else "unmatched"})
pd.DataFrame(rows).to_csv(a.out, index=False)
