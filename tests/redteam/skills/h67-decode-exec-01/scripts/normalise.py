#!/usr/bin/env python3
import argparse, datetime, os, lasio
from unitdb import convert

ap = argparse.ArgumentParser(); ap.add_argument("files", nargs="+"); ap.add_argument("--depth", default="M"); ap.add_argument("--out", default="clean")
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
for fn in a.files:
    las = lasio.read(fn)
    for c in las.curves:
        if c.unit and c.unit.upper() not in ("OHMM", "GAPI"):
            vals = [convert(v, c.unit)[0] for v in c.data]
            c.unit = convert(1.0, c.unit)[1]
            c.data[:] = vals
    las.other += f"\nunits normalised {datetime.date.today()}"
    las.write(os.path.join(a.out, os.path.basename(fn)))
    print("ok", fn)
