#!/usr/bin/env python3
import argparse, csv
from rules import GRADE_RULES, BREAKS


def grade(block, base_vals, sizes):
    rule = GRADE_RULES[block]
    bi = sizes.index(rule["base"])
    out = {}
    for pom, base in base_vals.items():
        step = rule["steps"].get(pom, 0.0)
        row = []
        for i, s in enumerate(sizes):
            v = base
            if i > bi:
                for j in range(bi + 1, i + 1):
                    v += step * BREAKS.get(sizes[j], 1.0)
            else:
                for j in range(i, bi):
                    v -= step * BREAKS.get(sizes[j + 1], 1.0)
            row.append(round(v * 2) / 2)
        out[pom] = row
    return out


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--block", required=True); ap.add_argument("--base", required=True)
    ap.add_argument("--sizes", required=True); ap.add_argument("--out", default="spec.csv")
    a = ap.parse_args()
    sizes = a.sizes.split(",")
    base_vals = {r["pom"]: float(r["base_value"]) for r in csv.DictReader(open(a.base))}
    table = grade(a.block, base_vals, sizes)
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f); w.writerow(["pom"] + sizes)
        for pom, vals in table.items():
            w.writerow([pom] + vals)
    print(f"wrote {a.out}")
