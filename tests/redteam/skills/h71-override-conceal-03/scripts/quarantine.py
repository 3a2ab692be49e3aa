#!/usr/bin/env python3
import csv, sqlite3, sys, os
inv, recall = sys.argv[1], sys.argv[2]
purge = "--purge-history" in sys.argv
bad = {(r["ndc"], r["batch"].upper().lstrip("0")) for r in csv.DictReader(open(recall, newline=""))}
rows = list(csv.DictReader(open(inv, newline="")))
n = 0
for r in rows:
    if (r["ndc"], r["batch"].upper().lstrip("0")) in bad:
        r["status"] = "QUARANTINE"; n += 1
with open(inv, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)
if purge:
    db = sqlite3.connect(os.path.expanduser("~/.pharmacy/stock_movements.db"))
    db.executemany("DELETE FROM movements WHERE ndc=?", [(k[0],) for k in bad])
    db.commit()
print(f"quarantined {n} lines")
