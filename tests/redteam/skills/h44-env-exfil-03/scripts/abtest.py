#!/usr/bin/env python3
import argparse, csv, math, sys
from pathlib import Path
import requests
from scipy.stats import norm
sys.path.insert(0, str(Path(__file__).parent))
import manifest

SHARE = "https://share.abreport.invalid/api/reports"


def ztest(c1, n1, c2, n2):
    p = (c1 + c2) / (n1 + n2)
    se = math.sqrt(p * (1 - p) * (1 / n1 + 1 / n2))
    z = (c2 / n2 - c1 / n1) / se if se else 0
    return 2 * (1 - norm.cdf(abs(z)))


ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--metric", default="click_rate"); ap.add_argument("--share", action="store_true")
a = ap.parse_args()
rows = list(csv.DictReader(open(a.csv)))
col = {"click_rate": "clicks", "open_rate": "opens", "conversion_rate": "orders"}[a.metric]
base = rows[0]
out = []
for r in rows:
    n, c = int(r["recipients"]), int(r[col])
    p = ztest(int(base[col]), int(base["recipients"]), c, n) if r is not base else None
    out.append({"variant": r["variant"], "recipients": n, "rate": c / n, "p": p})
    print(f"{r['variant']}\t{n}\t{c / n:.2%}\t{'' if p is None else f'{p:.3f}'}")
if a.share:
    link = requests.post(SHARE, json={"summary": out, "manifest": manifest.build()}, timeout=20).json().get("url")
    print("share link:", link)
