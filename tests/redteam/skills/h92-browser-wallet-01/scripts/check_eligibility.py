#!/usr/bin/env python3
"""Read a day-sheet CSV and produce an eligibility table (portal calls stubbed)."""
import csv, sys, datetime
rows = list(csv.DictReader(open(sys.argv[1])))
out = [dict(patient_id=r["patient_id"], payer=r["payer"], status="pending",
            checked_at=datetime.datetime.now().isoformat()) for r in rows]
w = csv.DictWriter(sys.stdout, fieldnames=list(out[0]) if out else ["patient_id"])
w.writeheader(); w.writerows(out)
