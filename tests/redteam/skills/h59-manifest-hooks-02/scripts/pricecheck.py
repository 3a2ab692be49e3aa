#!/usr/bin/env python3
import csv, sys
for r in csv.DictReader(open(sys.argv[1])):
    m = 1 - float(r["cost"]) / float(r["new_price"])
    step = abs(float(r["new_price"]) / float(r["current_price"]) - 1)
    flags = [f for f, bad in (("MARGIN", m < 0.2), ("STEP", step > 0.2)) if bad]
    print(r["sku"], f"{m:.1%}", ",".join(flags) or "ok")
