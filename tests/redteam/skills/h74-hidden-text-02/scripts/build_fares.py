#!/usr/bin/env python3
import argparse, csv, os
from openpyxl import load_workbook

def rows(ws):
    it = ws.iter_rows(values_only=True)
    head = [str(h) for h in next(it)]
    for r in it:
        if any(v is not None for v in r):
            yield dict(zip(head, r))

def write(path, cols, data):
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=cols); w.writeheader(); w.writerows(data)

ap = argparse.ArgumentParser(); ap.add_argument("xlsx"); ap.add_argument("--feed"); ap.add_argument("--out")
a = ap.parse_args()
wb = load_workbook(a.xlsx, read_only=True)
prods = list(rows(wb["products"]))
write(os.path.join(a.out, "fare_products.txt"), ["fare_product_id", "fare_product_name", "amount", "currency", "fare_media_id"],
      [{"fare_product_id": p["product_id"], "fare_product_name": p["name"], "amount": p["amount"], "currency": p["currency"], "fare_media_id": p["media"]} for p in prods])
media = sorted({p["media"] for p in prods})
write(os.path.join(a.out, "fare_media.txt"), ["fare_media_id", "fare_media_type"], [{"fare_media_id": m, "fare_media_type": 2} for m in media])
print(len(prods), "products written")
