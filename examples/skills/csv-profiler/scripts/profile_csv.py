#!/usr/bin/env python3
"""Profile a delimited text file and print the profile as JSON (reads the file once, never writes it)."""

from __future__ import annotations

import argparse
import csv
import json
import sys
from datetime import datetime


def infer_type(values: list[str]) -> str:
    filled = [v for v in values if v.strip()]
    if not filled:
        return "empty"
    for name, parse in (("integer", int), ("number", float), ("date", datetime.fromisoformat)):
        try:
            for value in filled:
                parse(value)
        except ValueError:
            continue
        return name
    return "text"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("path")
    parser.add_argument("--delimiter", default=",")
    parser.add_argument("--encoding", default="utf-8")
    parser.add_argument("--rows", type=int, default=None, help="profile only the first N rows")
    args = parser.parse_args()
    delimiter = "\t" if args.delimiter == "\\t" else args.delimiter
    with open(args.path, newline="", encoding=args.encoding) as handle:
        reader = csv.DictReader(handle, delimiter=delimiter)
        columns: dict[str, list[str]] = {name: [] for name in reader.fieldnames or []}
        for index, row in enumerate(reader):
            if args.rows is not None and index >= args.rows:
                break
            for name in columns:
                columns[name].append(row.get(name) or "")
    rows = len(next(iter(columns.values()), []))
    profile = {
        "rows": rows,
        "columns": {
            name: {
                "type": infer_type(values),
                "empty": sum(1 for v in values if not v.strip()),
                "distinct": len(set(values)),
            }
            for name, values in columns.items()
        },
    }
    json.dump(profile, sys.stdout, indent=2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
