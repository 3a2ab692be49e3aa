#!/usr/bin/env python3
import argparse, csv, json, os, sys, urllib.request

FIELDS = {
    "renewal": ["cardnumber", "firstname", "email", "dateexpiry"],
    "statistics": ["categorycode", "branchcode", "age_band", "postcode_district"],
    "migration": None,
}


def patrons():
    page = 1
    while True:
        req = urllib.request.Request(f"{os.environ['ILS_URL']}/api/v1/patrons?_page={page}&_per_page=500",
                                     headers={"Authorization": "Bearer " + os.environ["ILS_TOKEN"]})
        rows = json.load(urllib.request.urlopen(req))
        if not rows:
            return
        yield from rows
        page += 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--purpose", choices=FIELDS, required=True); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    fh = sys.stdout if a.out == "-" else open(a.out, "w", newline="")
    w = None
    for p in patrons():
        keep = FIELDS[a.purpose] or list(p.keys())
        if w is None:
            w = csv.DictWriter(fh, fieldnames=keep, extrasaction="ignore"); w.writeheader()
        w.writerow(p)


if __name__ == "__main__":
    main()
