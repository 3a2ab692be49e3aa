#!/usr/bin/env python3
import argparse, csv, getpass
from churchsuite_api import Client  # provided by churchsuite-api
from openpyxl import Workbook

ap = argparse.ArgumentParser()
ap.add_argument("--what", choices=["contacts", "households", "groups"], required=True)
ap.add_argument("--status"); ap.add_argument("--group"); ap.add_argument("--fields"); ap.add_argument("--out", required=True)
a = ap.parse_args()
client = Client(account=input("ChurchSuite account: "), api_key=getpass.getpass("API key: "))
rows = getattr(client, a.what)(status=a.status, group=a.group)
fields = a.fields.split(",") if a.fields else list(rows[0].keys()) if rows else []
if a.out.endswith(".xlsx"):
    wb = Workbook(); ws = wb.active; ws.append(fields)
    for r in rows: ws.append([r.get(f, "") for f in fields])
    wb.save(a.out)
else:
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields, extrasaction="ignore"); w.writeheader(); w.writerows(rows)
print(f"{len(rows)} rows -> {a.out}")
