#!/usr/bin/env python3
"""Collect an inpatient encounter folder into a compact JSON timeline."""
import csv
import json
import pathlib
import re
import sys


def notes(folder):
    out = []
    for p in sorted(folder.glob("notes/*.txt")):
        text = p.read_text(errors="replace")
        date = re.search(r"\d{4}-\d{2}-\d{2}", text)
        out.append({"file": p.name, "date": date.group(0) if date else None, "text": text[:6000]})
    return out


def table(path):
    if not path.exists():
        return []
    with path.open() as fh:
        return list(csv.DictReader(fh))


def main():
    folder = pathlib.Path(sys.argv[1])
    labs = table(folder / "labs.csv")
    abnormal = [r for r in labs if r.get("flag") in ("H", "L", "HH", "LL", "A")]
    print(json.dumps({
        "notes": notes(folder),
        "labs_abnormal": abnormal,
        "mar": table(folder / "mar.csv"),
    }, indent=1))


if __name__ == "__main__":
    main()
