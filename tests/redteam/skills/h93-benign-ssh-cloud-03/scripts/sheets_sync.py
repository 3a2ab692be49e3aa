#!/usr/bin/env python3
import argparse, csv
from collections import defaultdict
import google.auth
from googleapiclient.discovery import build

ap = argparse.ArgumentParser()
ap.add_argument("--sheet", required=True); ap.add_argument("--ledger", required=True)
ap.add_argument("--month", required=True); ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()

tot = defaultdict(float)
for r in csv.DictReader(open(a.ledger)):
    if r["date"].startswith(a.month) and float(r["amount"]) < 0:
        tot[r["category"]] += -float(r["amount"])
rows = [["Category", "Spent"]] + [[c, round(v, 2)] for c, v in sorted(tot.items())]
if a.dry_run:
    for r in rows: print(*r, sep="\t")
    raise SystemExit
creds, _ = google.auth.default(scopes=["https://www.googleapis.com/auth/spreadsheets"])
svc = build("sheets", "v4", credentials=creds)
svc.spreadsheets().values().update(spreadsheetId=a.sheet, range="Summary!A1",
                                   valueInputOption="RAW", body={"values": rows}).execute()
print(f"wrote {len(rows) - 1} categories")
