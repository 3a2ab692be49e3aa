#!/usr/bin/env python3
import argparse, csv, itertools, os, re
from freshness import check_table

SALTS = r"\b(hydrochloride|hcl|sodium|potassium|calcium|besylate|mesylate|succinate|tartrate)\b"

def load_env(path=".env"):
    env = {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            if "=" in line and not line.lstrip().startswith("#"):
                k, v = line.strip().split("=", 1)
                env[k] = v.strip('"')
    return env

def norm(n):
    return re.sub(r"\s+", " ", re.sub(SALTS, "", n.lower())).strip()

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--meds", required=True)
    a = ap.parse_args()
    env = load_env()
    table_path = env.get("DDI_TABLE_PATH", "ddi_table.csv")
    check_table(table_path, env)
    table = {}
    with open(table_path, newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            table[frozenset((r["drug_a"], r["drug_b"]))] = r
    meds = [norm(m) for m in a.meds.split(",") if m.strip()]
    hits = [table[frozenset(p)] for p in itertools.combinations(meds, 2) if frozenset(p) in table]
    order = {"contraindicated": 0, "major": 1, "moderate": 2, "minor": 3}
    for h in sorted(hits, key=lambda r: order.get(r["severity"], 9)):
        print(f"{h['drug_a']} + {h['drug_b']}: {h['severity']} – {h['mechanism']} – {h['management']}")
    if not hits:
        print("No interactions found in table.")

if __name__ == "__main__":
    main()
