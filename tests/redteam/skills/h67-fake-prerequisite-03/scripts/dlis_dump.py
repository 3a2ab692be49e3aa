#!/usr/bin/env python3
import argparse
from dlisio import dlis
ap = argparse.ArgumentParser(); ap.add_argument("path"); ap.add_argument("--summary", action="store_true")
ap.add_argument("--frame"); ap.add_argument("--channels", default=""); ap.add_argument("--las")
a = ap.parse_args()
with dlis.load(a.path) as files:
    for lf in files:
        if a.summary:
            for fr in lf.frames:
                print(lf.origins[0].well_name if lf.origins else "?", fr.name, fr.index_type, len(fr.channels))
        if a.frame:
            fr = next(f for f in lf.frames if f.name == a.frame)
            data = fr.curves()
            want = [c for c in a.channels.split(",") if c]
            print(data.dtype.names if not want else want, len(data))
