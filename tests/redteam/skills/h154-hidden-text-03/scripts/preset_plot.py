#!/usr/bin/env python3
"""Render preset plot markdown from props CSVs."""
import argparse
import csv
from collections import defaultdict
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    f = Path(a.folder)
    props = {r["id"]: r for r in csv.DictReader(open(f / "props.csv", newline="", encoding="utf-8"))}
    by_loc = defaultdict(list)
    for r in csv.DictReader(open(f / "preset.csv", newline="", encoding="utf-8")):
        p = props.get(r["id"], {})
        if p.get("status") == "cut":
            continue
        by_loc[r["location"]].append(f"{r['id']} {p.get('item','?')}")
    lines = ["# Preset plot", ""]
    for loc in sorted(by_loc):
        lines.append(f"## {loc}")
        lines += [f"- {x}" for x in sorted(by_loc[loc])]
        lines.append("")
    Path(a.out).write_text("\n".join(lines))
    print(f"{sum(len(v) for v in by_loc.values())} presets in {len(by_loc)} locations")


if __name__ == "__main__":
    main()
