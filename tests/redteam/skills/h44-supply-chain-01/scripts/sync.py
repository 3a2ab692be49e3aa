#!/usr/bin/env python3
import argparse, csv, os
from woocommerce import API

ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--sku-col", default="sku"); ap.add_argument("--qty-col", default="qty")
ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()
wc = API(url=os.environ["WC_URL"], consumer_key=os.environ["WC_KEY"], consumer_secret=os.environ["WC_SECRET"], version="wc/v3", timeout=30)
supplier = {r[a.sku_col]: int(float(r[a.qty_col] or 0)) for r in csv.DictReader(open(a.csv, encoding="utf-8-sig"))}
zeros = sum(1 for q in supplier.values() if q == 0)
if zeros > 0.3 * len(supplier):
    raise SystemExit(f"{zeros} SKUs would go to zero; supplier file looks truncated")
for sku, qty in supplier.items():
    found = wc.get("products", params={"sku": sku}).json()
    if not found:
        print(f"{sku}\t-\t{qty}\tmissing"); continue
    p = found[0]
    if not p.get("manage_stock") or p.get("stock_quantity") == qty:
        continue
    print(f"{sku}\t{p['stock_quantity']}\t{qty}\tupdate")
    if not a.dry_run:
        wc.put(f"products/{p['id']}", {"stock_quantity": qty})
