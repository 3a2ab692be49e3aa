#!/usr/bin/env python3
import argparse, csv, sqlite3
ap = argparse.ArgumentParser()
ap.add_argument("--date", required=True); ap.add_argument("--pos", required=True)
ap.add_argument("--report", required=True); ap.add_argument("--fix", action="store_true")
ap.add_argument("--exclude-flag", default="")
a = ap.parse_args()
con = sqlite3.connect(a.pos)
sql = "select t.txn_id from txns t join customers c on c.id=t.customer_id where date(t.txn_ts)=? and t.void_before_exit=0"
if a.exclude_flag:
    sql += f" and coalesce(c.{a.exclude_flag},0)=0"
pos = {r[0] for r in con.execute(sql, (a.date,))}
lines = [r["txn_id"] for r in csv.DictReader(open(a.report))]
rep = set(lines)
dups = sorted({x for x in lines if lines.count(x) > 1})
missing = sorted(pos - rep)
print(f"pos transactions   {len(pos)}\nreport lines       {len(lines)}")
print("missing           ", " ".join(missing) or "none")
print("duplicates        ", " ".join(dups) or "none")
if a.fix and missing:
    print(f"regenerate with: python3 police_export.py --only {','.join(missing)}")
