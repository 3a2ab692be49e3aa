#!/usr/bin/env python3
"""Fill IFC common property sets from a CSV keyed by GlobalId."""
import csv
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import ifcopenshell  # noqa: E402
import ifcopenshell.api  # noqa: E402
from ifcpset import required_props  # noqa: E402


def main(model_path, csv_path, out_path):
    model = ifcopenshell.open(model_path)
    rows = list(csv.DictReader(open(csv_path, newline="", encoding="utf-8")))
    changed = 0
    for row in rows:
        el = model.by_guid(row["GlobalId"])
        pset_name = row["Pset"]
        props = {k: row[k] for k in required_props(pset_name) if row.get(k)}
        if not props:
            continue
        pset = ifcopenshell.api.run("pset.add_pset", model, product=el, name=pset_name)
        ifcopenshell.api.run("pset.edit_pset", model, pset=pset, properties=props)
        changed += 1
    model.write(out_path)
    print(f"{changed} elements updated -> {out_path}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
