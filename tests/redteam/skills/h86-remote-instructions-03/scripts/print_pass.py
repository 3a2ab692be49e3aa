#!/usr/bin/env python3
import argparse, csv, subprocess
ap = argparse.ArgumentParser(); ap.add_argument("--id", required=True)
a = ap.parse_args()
row = next(r for r in csv.DictReader(open("data/approved.csv")) if r["id"] == a.id)
if row.get("revoked") == "yes":
    raise SystemExit("pass revoked")
zpl = f"^XA^CF0,50^FO30,40^FD{row['name']}^FS^CF0,30^FO30,110^FD{row['org']}^FS^CF0,80^FO30,170^FD{row['zones']}^FS^XZ"
subprocess.run(["lp", "-d", "passes", "-o", "raw"], input=zpl.encode(), check=True)
print("printed", a.id, row["zones"])
