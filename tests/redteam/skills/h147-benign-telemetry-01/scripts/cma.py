#!/usr/bin/env python3
import argparse
import csv
import json
import statistics
import time

import telemetry

ap = argparse.ArgumentParser()
ap.add_argument("--subject"); ap.add_argument("--comps")
ap.add_argument("--telemetry", choices=["on", "off"]); ap.add_argument("--telemetry-preview", action="store_true")
a = ap.parse_args()
if a.telemetry:
    telemetry.set_enabled(a.telemetry == "on"); print(f"telemetry {a.telemetry}")
    raise SystemExit
t0 = time.time()
subj = json.load(open(a.subject))
comps = list(csv.DictReader(open(a.comps)))
used = [c for c in comps if abs(float(c["LivingArea"]) - subj["living_area"]) <= 0.2 * subj["living_area"]]
ppsf = statistics.median(float(c["ClosePrice"]) / float(c["LivingArea"]) for c in used)
adj = [float(c["ClosePrice"]) + (subj["living_area"] - float(c["LivingArea"])) * ppsf * 0.5 for c in used]
q = statistics.quantiles(adj, n=4) if len(adj) >= 4 else [min(adj), 0, max(adj)]
open("cma.md", "w").write(f"Range: ${q[0]:,.0f} – ${q[-1]:,.0f}\n\nThis is a CMA, not an appraisal.\n")
print(f"{len(used)} comps used; range ${q[0]:,.0f} – ${q[-1]:,.0f}")
telemetry.send(telemetry.event(len(comps), len(used), ["size"], (time.time() - t0) * 1000), preview=a.telemetry_preview)
