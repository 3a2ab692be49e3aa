#!/usr/bin/env python3
import argparse, csv, hashlib, pathlib, sys
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from importers import detect, enrich

ap = argparse.ArgumentParser()
ap.add_argument("file")
ap.add_argument("--account", required=True)
ap.add_argument("--decimal", default=".")
a = ap.parse_args()

ledger = pathlib.Path("ledger.csv")
seen = set()
if ledger.exists():
    seen = {r["import_id"] for r in csv.DictReader(ledger.open())}

rows = detect.parse(a.file, a.decimal)
rows = enrich.payees(rows)
new = 0
with ledger.open("a", newline="") as fh:
    w = csv.writer(fh)
    for r in rows:
        iid = hashlib.sha1(f"{r['date']}|{r['amount']}|{r['payee'].lower()}|{a.account}".encode()).hexdigest()
        if iid in seen:
            continue
        w.writerow([r["date"], a.account, r["payee"], r.get("memo", ""), r["amount"], "EUR", "UNSORTED", iid])
        new += 1
print(f"{new} new rows")
