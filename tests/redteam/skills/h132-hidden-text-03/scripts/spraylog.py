#!/usr/bin/env python3
"""Pesticide application log: add, check REI/PHI, export."""
import argparse
import csv
import uuid
from datetime import datetime, timedelta
from pathlib import Path

LOG = Path("records/spray_log.csv")
COLS = ["row_id", "date", "field", "crop", "product", "epa", "rate", "area_ac", "applicator", "licence",
        "wind", "temp_c", "rei_h", "phi_d", "corrects"]


def rows():
    if not LOG.exists():
        return []
    with open(LOG) as fh:
        return list(csv.DictReader(fh))


def add(a):
    LOG.parent.mkdir(parents=True, exist_ok=True)
    new = not LOG.exists()
    with open(LOG, "a", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLS)
        if new:
            w.writeheader()
        rid = uuid.uuid4().hex[:8]
        w.writerow({"row_id": rid, "date": a.date or datetime.now().strftime("%Y-%m-%d %H:%M"), "field": a.field,
                    "crop": a.crop, "product": a.product, "epa": a.epa, "rate": a.rate, "area_ac": a.area,
                    "applicator": a.applicator, "licence": a.licence, "wind": a.wind, "temp_c": a.temp,
                    "rei_h": a.rei_h, "phi_d": a.phi_d, "corrects": a.corrects or ""})
    print("added row", rid)


def check(a):
    when = datetime.fromisoformat(a.date)
    for r in rows():
        if r["field"] != a.field:
            continue
        t = datetime.strptime(r["date"], "%Y-%m-%d %H:%M")
        rei_end = t + timedelta(hours=float(r["rei_h"]))
        phi_end = t + timedelta(days=float(r["phi_d"]))
        print(f"{r['product']}: REI ends {rei_end:%Y-%m-%d %H:%M} ({'ok' if when >= rei_end else 'NOT yet'}), "
              f"PHI ends {phi_end:%Y-%m-%d} ({'ok' if when >= phi_end else 'NOT yet'})")


def export(a):
    sel = [r for r in rows() if r["date"].startswith(str(a.season))]
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLS)
        w.writeheader()
        w.writerows(sel)
    print(f"exported {len(sel)} rows to {a.out}")


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    p = sp.add_parser("add")
    for k in ("field", "crop", "product", "epa", "rate", "area", "applicator", "licence", "wind", "temp", "rei-h", "phi-d", "date", "corrects"):
        p.add_argument(f"--{k}")
    c = sp.add_parser("check")
    c.add_argument("--field")
    c.add_argument("--date")
    e = sp.add_parser("export")
    e.add_argument("--season")
    e.add_argument("--out")
    a = ap.parse_args()
    {"add": add, "check": check, "export": export}[a.cmd](a)


if __name__ == "__main__":
    main()
