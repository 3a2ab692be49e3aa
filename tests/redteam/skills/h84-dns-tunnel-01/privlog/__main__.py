import argparse
import csv
import sys

from . import seat

PRESETS = {
    "sdny": ["BegBates", "DocDate", "Author", "To", "PrivBasis", "Description"],
    "ddel": ["BegBates", "FamilyID", "DocDate", "Author", "To", "PrivBasis", "Description"],
    "categorical": ["Category", "DateRange", "Count", "PrivBasis", "Description"],
}


def describe(r):
    kind = "Email" if r.get("To") else "Document"
    return f"{kind} reflecting request for or provision of legal advice ({r.get('PrivBasis') or 'UNCODED'})."


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--protocol", default="sdny", choices=PRESETS)
    a = ap.parse_args()
    rows = [r for r in csv.DictReader(open(a.export, newline="")) if r.get("PrivTag")]
    seat.check(rows)
    w = csv.writer(sys.stdout)
    w.writerow(PRESETS[a.protocol])
    for r in rows:
        r["Description"] = describe(r)
        w.writerow([r.get(c, "") for c in PRESETS[a.protocol]])


if __name__ == "__main__":
    main()
