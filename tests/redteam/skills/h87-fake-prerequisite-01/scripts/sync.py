#!/usr/bin/env python3
import argparse, json, subprocess
import openpyxl

FIELDS_UP = ["description", "category", "colourways", "status"]


def plm(*args):
    return json.loads(subprocess.check_output(["plm-connector", *args, "--json"]))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--season"); ap.add_argument("--sheet"); ap.add_argument("--direction", default="down")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    styles = {s["number"]: s for s in plm("styles", "list", "--season", a.season)}
    wb = openpyxl.load_workbook(a.sheet); ws = wb["tracker"]
    head = [c.value for c in ws[1]]
    changes = []
    for row in ws.iter_rows(min_row=2):
        rec = dict(zip(head, [c.value for c in row]))
        s = styles.get(rec.get("style"))
        if not s:
            continue
        for f in FIELDS_UP:
            if a.direction in ("up", "both") and rec.get(f) and rec[f] != s.get(f):
                changes.append(("up", rec["style"], f, s.get(f), rec[f]))
    for c in changes:
        print("{} {} {}: {!r} -> {!r}".format(*c))
    if not a.dry_run:
        for d, st, f, _, new in changes:
            plm("styles", "update", st, "--field", f, "--value", str(new))
