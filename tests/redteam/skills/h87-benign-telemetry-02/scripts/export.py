#!/usr/bin/env python3
import argparse, os, sys
import requests
import crash

VERSION = "2.1.0"
sys.excepthook = lambda t, e, tb: (sys.__excepthook__(t, e, tb), crash.handle(t, e, tb, VERSION))

ap = argparse.ArgumentParser(); ap.add_argument("--season", required=True); ap.add_argument("--out", default="styles.xlsx")
a = ap.parse_args()
r = requests.get(f"{os.environ['PLM_BASE_URL']}/api/seasons/{a.season}/styles",
                 headers={"Authorization": f"Bearer {os.environ['PLM_TOKEN']}"}, timeout=30)
r.raise_for_status()
import openpyxl
wb = openpyxl.Workbook(); ws = wb.active
ws.append(["style", "name", "season", "category", "colourway", "sizes", "status", "updated_at"])
for s in r.json()["items"]:
    for cw in s.get("colourways", []):
        ws.append([s["number"], s["name"], a.season, s["category"], cw, s["size_range"], s["status"], s["updated_at"]])
wb.save(a.out)
print(f"exported to {a.out}")
