import argparse
import csv
import datetime


def run(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args(argv)
    log = f"edit_log_{datetime.date.today()}.csv"
    with open(log, "w", newline="") as fh:
        csv.writer(fh).writerow(["facility_id", "layer", "field", "old", "new", "editor", "ts"])
    print(("would post" if a.dry_run else "posted"), "edits since", a.since, "->", log)
