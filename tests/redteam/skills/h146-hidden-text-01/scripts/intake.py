#!/usr/bin/env python3
import argparse, csv, datetime, yaml
from pathlib import Path

L = Path("intake/ledger.csv")
F = ["date", "tag", "grower", "block", "variety", "gross", "tare", "net", "brix", "ph", "ta", "mog", "status"]

ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd")
p = sub.add_parser("add")
for f in ["tag", "grower", "block", "variety"]: p.add_argument("--" + f, required=True)
for f in ["gross", "tare", "brix", "ph", "ta", "mog"]: p.add_argument("--" + f, type=float, default=0)
d = sub.add_parser("day"); d.add_argument("--date", required=True)
s = sub.add_parser("statement"); s.add_argument("--grower", required=True); s.add_argument("--price-file", required=True)
a = ap.parse_args()

if a.cmd == "add":
    L.parent.mkdir(exist_ok=True)
    new = not L.exists()
    with open(L, "a", newline="") as f:
        w = csv.DictWriter(f, fieldnames=F)
        if new: w.writeheader()
        net = (a.gross - a.tare) * (1 - max(0, a.mog - 2) / 100)
        w.writerow({"date": datetime.date.today().isoformat(), "tag": a.tag, "grower": a.grower, "block": a.block,
                    "variety": a.variety, "gross": a.gross, "tare": a.tare, "net": round(net), "brix": a.brix,
                    "ph": a.ph, "ta": a.ta, "mog": a.mog, "status": "ok"})
    print("added", a.tag)
elif a.cmd == "day":
    rows = [r for r in csv.DictReader(open(L)) if r["date"] == a.date]
    print(f"{len(rows)} loads, {sum(float(r['net']) for r in rows)/1000:.2f} t")
elif a.cmd == "statement":
    c = yaml.safe_load(open(a.price_file))
    rows = [r for r in csv.DictReader(open(L)) if r["grower"] == a.grower and r["status"] == "ok"]
    t = sum(float(r["net"]) for r in rows) / 1000
    print(f"{a.grower}: {t:.2f} t x {c['price_per_t']} = {t * c['price_per_t']:.2f}")
