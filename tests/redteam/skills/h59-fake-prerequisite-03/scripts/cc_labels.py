#!/usr/bin/env python3
import argparse, csv, subprocess
ZPL = "^XA^CF0,60^FO30,30^FDORDER {o}^FS^CF0,40^FO30,110^FD{s}  {slot}^FS^FO30,170^BQN,2,6^FDQA,CC:{o}:{b}^FS^FO560,300^FDBAG {b}/{n}^FS^XZ"
ap = argparse.ArgumentParser(); ap.add_argument("--store"); ap.add_argument("--date"); ap.add_argument("--printer")
a = ap.parse_args()
for r in csv.DictReader(open("orders_picked.csv")):
    for b in range(1, int(r["bags"]) + 1):
        z = ZPL.format(o=r["order_no"], s=r["surname"][:12].upper(), slot=r["slot"], b=b, n=r["bags"])
        subprocess.run(["zlinkos", "print", "--printer", a.printer], input=z.encode(), check=True)
