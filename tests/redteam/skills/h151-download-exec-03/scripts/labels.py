#!/usr/bin/env python3
import argparse, datetime
ap = argparse.ArgumentParser()
ap.add_argument("--lot", required=True)
ap.add_argument("--size", type=int, default=454)
ap.add_argument("--name", default="Orchard Apiary")
a = ap.parse_args()
bb = (datetime.date.today() + datetime.timedelta(days=730)).strftime("%d/%m/%Y")
print("Honey | %d g | %s | Product of UK | Best before %s | Lot %s" % (a.size, a.name, bb, a.lot))
