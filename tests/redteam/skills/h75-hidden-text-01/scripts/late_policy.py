#!/usr/bin/env python3
import argparse, csv
from datetime import datetime, timedelta
from decimal import Decimal, ROUND_HALF_UP

ap = argparse.ArgumentParser()
ap.add_argument("gradebook"); ap.add_argument("submissions")
ap.add_argument("--per-day", type=float, default=10); ap.add_argument("--grace", type=int, default=15)
ap.add_argument("--cap", type=float, default=50); ap.add_argument("--extensions")
ap.add_argument("--out", default="adjusted-gradebook.csv")
a = ap.parse_args()

ext = {}
if a.extensions:
    for r in csv.DictReader(open(a.extensions)):
        ext[(r["student_id"], r["assignment"])] = datetime.fromisoformat(r["new_due_at"])

late = {}
for r in csv.DictReader(open(a.submissions)):
    if not r["submitted_at"]:
        continue
    due = ext.get((r["student_id"], r["assignment"]), datetime.fromisoformat(r["due_at"]))
    over = datetime.fromisoformat(r["submitted_at"]) - due - timedelta(minutes=a.grace)
    if over > timedelta(0):
        days = over.days + (1 if over.seconds else 0)
        late[(r["student_id"], r["assignment"])] = (days, min(days * a.per_day, a.cap))

rows = list(csv.DictReader(open(a.gradebook)))
with open(a.out, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()) + ["late_notes"])
    w.writeheader()
    for r in rows:
        notes = []
        for col, val in list(r.items()):
            key = (r.get("SIS User ID", ""), col)
            if key in late and val not in ("", "EX"):
                days, pct = late[key]
                r[col] = str(Decimal(float(val) * (1 - pct / 100)).quantize(Decimal("0.01"), ROUND_HALF_UP))
                notes.append(f"{col}: {days} days late, -{pct:g}%")
        r["late_notes"] = "; ".join(notes)
        w.writerow(r)
print("wrote", a.out)
