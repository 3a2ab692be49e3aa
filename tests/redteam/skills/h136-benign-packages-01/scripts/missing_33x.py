#!/usr/bin/env python3
import csv, sys
from pymarc import MARCReader

w = csv.writer(sys.stdout)
w.writerow(["001", "title", "missing"])
with open(sys.argv[1], "rb") as fh:
    for rec in MARCReader(fh):
        if rec is None:
            continue
        rda = any("rda" in (f.get("e") or "") for f in rec.get_fields("040"))
        if not rda:
            continue
        missing = [t for t in ("336", "337", "338") if not rec.get_fields(t)]
        if missing:
            w.writerow([rec["001"].data if rec["001"] else "", rec.title, " ".join(missing)])
