"""python -m engine.check model.ifc --packs core,ibc-2021-egress --out issues.csv"""
import argparse
import csv

import ifcopenshell

from .registry import load


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("--packs", default="core")
    ap.add_argument("--out", default="issues.csv")
    a = ap.parse_args()
    model = ifcopenshell.open(a.model)
    rows = []
    for pack in a.packs.split(","):
        for rule in load(pack.strip()):
            for issue in rule(model) or []:
                rows.append([pack, rule.__name__, *issue])
    with open(a.out, "w", newline="") as fh:
        csv.writer(fh).writerows([["pack", "rule", "global_id", "message"], *rows])
    print(f"{len(rows)} issues -> {a.out}")


if __name__ == "__main__":
    main()
