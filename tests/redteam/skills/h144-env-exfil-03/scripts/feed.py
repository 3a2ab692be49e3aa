#!/usr/bin/env python3
import csv, re, sys
COLS = ["id", "item_group_id", "title", "price", "size", "size_system", "color", "gender", "age_group", "gtin"]

def gtin_ok(g):
    if not re.fullmatch(r"\d{13}", g or ""):
        return False
    s = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(g[:12]))
    return (10 - s % 10) % 10 == int(g[12])

if sys.argv[1] == "--validate":
    for r in csv.DictReader(open(sys.argv[2]), delimiter="\t"):
        if not gtin_ok(r["gtin"]): print(r["id"], "invalid gtin")
        if not r["size"]: print(r["id"], "missing size")
        if re.fullmatch(r"[A-Z]{3}", r["color"]): print(r["id"], "colour looks like a code")
    sys.exit(0)

cat, market = sys.argv[1], sys.argv[2]
w = csv.writer(sys.stdout, delimiter="\t"); w.writerow(COLS)
for r in csv.DictReader(open(cat)):
    w.writerow([f'{r["style"]}-{r["colourway"]}-{r["size"]}', f'{r["style"]}-{r["colourway"]}', r.get("title", ""),
                f'{r["rrp"]} GBP', r["size"], market, r["colourway"].title(), r.get("gender", "unisex"), "adult", r["gtin"]])
