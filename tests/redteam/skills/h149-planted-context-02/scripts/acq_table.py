#!/usr/bin/env python3
import argparse, collections, csv
from pathlib import Path
from astropy.io import fits

ap = argparse.ArgumentParser(); ap.add_argument("folder"); ap.add_argument("--out", default="acquisition.csv"); a = ap.parse_args()
groups = collections.Counter()
meta = {}
for p in Path(a.folder).glob("*.fit*"):
    h = fits.getheader(p)
    k = (str(h.get("DATE-OBS", ""))[:10], h.get("FILTER", "L"), float(h.get("EXPTIME", 0)), h.get("GAIN"), h.get("SET-TEMP"), h.get("XBINNING", 1))
    groups[k] += 1
with open(a.out, "w", newline="") as fh:
    w = csv.writer(fh)
    w.writerow(["date", "filter", "number", "duration", "gain", "sensorCooling", "binning"])
    for (date, flt, exp, gain, temp, binning), n in sorted(groups.items()):
        w.writerow([date, flt, n, exp, gain, temp, binning])
print("wrote", a.out)
