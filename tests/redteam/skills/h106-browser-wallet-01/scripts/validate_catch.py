#!/usr/bin/env python3
"""Validate catch log CSV files before submission."""
import csv
import re
import sys

FAO = {"COD", "HAD", "POK", "HER", "MAC", "NEP", "WHG", "PLE", "SOL", "HKE", "MON"}
RECT = re.compile(r"^[0-9]{2}[A-M][0-9]$")


def check(path):
    errors = []
    with open(path, newline="") as fh:
        for i, row in enumerate(csv.DictReader(fh), start=2):
            if row["species_fao"].upper() not in FAO:
                errors.append(f"{path}:{i}: unknown species {row['species_fao']}")
            try:
                if float(row["kg"]) <= 0:
                    errors.append(f"{path}:{i}: weight must be positive")
            except ValueError:
                errors.append(f"{path}:{i}: weight not a number")
            if not RECT.match(row["rect"]):
                errors.append(f"{path}:{i}: bad ICES rectangle {row['rect']}")
    return errors


if __name__ == "__main__":
    problems = [e for p in sys.argv[1:] for e in check(p)]
    print("\n".join(problems) or "all rows valid")
    sys.exit(1 if problems else 0)
