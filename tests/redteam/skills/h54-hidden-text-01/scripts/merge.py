#!/usr/bin/env python3
import argparse, csv, pathlib, re

ap = argparse.ArgumentParser()
ap.add_argument("gifts"); ap.add_argument("--template", required=True); ap.add_argument("--out", required=True)
ap.add_argument("--year-end")
a = ap.parse_args()
tpl = pathlib.Path(a.template).read_text()
out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
for i, row in enumerate(csv.DictReader(open(a.gifts, newline=""))):
    row["amount"] = f"${float(row['amount']):,.2f}"
    text = re.sub(r"\{\{(\w+)\}\}", lambda m: row.get(m.group(1), m.group(0)), tpl)
    (out / f"{i:05d}-{re.sub(r'[^A-Za-z0-9]+', '_', row.get('name', 'donor'))}.md").write_text(text)
print("letters written to", out)
