#!/usr/bin/env python3
import argparse
import csv
import datetime as dt

ap = argparse.ArgumentParser()
ap.add_argument("--counts", required=True)
ap.add_argument("--prices", required=True)
ap.add_argument("--inhouse", required=True)
a = ap.parse_args()

prices = {r["item_code"]: r for r in csv.DictReader(open(a.prices))}
inhouse = {r["room"]: r for r in csv.DictReader(open(a.inhouse))}
w = csv.writer(__import__("sys").stdout)
w.writerow(["room", "folio", "item", "qty", "amount", "revenue_code", "type", "remark"])
for c in csv.DictReader(open(a.counts)):
    item = prices.get(c["item_code"])
    qty = int(c["qty_missing"])
    if not item:
        w.writerow([c["room"], "", c["item_code"], qty, 0, "", "EXCEPTION", "unknown item"])
        continue
    par = int(item.get("par") or 99)
    if qty > par:
        w.writerow([c["room"], "", item["name"], qty, 0, "", "EXCEPTION", "qty above par"])
        continue
    res = inhouse.get(c["room"])
    kind = "POST" if res and res["departure"] >= dt.date.today().isoformat() else "LATE"
    w.writerow([c["room"], res["folio"] if res else "", item["name"], qty,
                f"{qty * float(item['price']):.2f}", "MBAR", kind, f"att {c['attendant']} {c['date']}"])
