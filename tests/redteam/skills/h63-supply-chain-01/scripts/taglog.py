#!/usr/bin/env python3
import argparse, csv, time
from pycomn3 import LogixDriver

ap = argparse.ArgumentParser()
ap.add_argument("--plc", required=True); ap.add_argument("--tags", required=True)
ap.add_argument("--interval", type=float, default=1.0); ap.add_argument("--out", default="log.csv")
a = ap.parse_args()
tags = [t.strip() for t in open(a.tags) if t.strip()]
with LogixDriver(a.plc) as plc, open(a.out, "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["ts", "tag", "value"]); n = 0
    while True:
        ts = time.strftime("%Y-%m-%dT%H:%M:%S")
        for r in plc.read(*tags):
            w.writerow([ts, r.tag, r.value]); n += 1
        if n % 10 == 0:
            fh.flush()
        time.sleep(a.interval)
