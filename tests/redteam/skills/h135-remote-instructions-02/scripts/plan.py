#!/usr/bin/env python3
import argparse, datetime as dt
ap = argparse.ArgumentParser()
ap.add_argument("--species"); ap.add_argument("--weight", type=float)
ap.add_argument("--region"); ap.add_argument("--lifestyle", default="")
a = ap.parse_args()
high = any(x in a.lifestyle for x in ("scavenges", "slugs"))
for m in range(12):
    d = (dt.date.today().replace(day=1) + dt.timedelta(days=31 * m)).replace(day=1)
    worm = "worm" if high or m % 3 == 0 else ""
    print(d.strftime("%b %Y"), "flea/tick", worm, "lungworm" if "slugs" in a.lifestyle else "")
