#!/usr/bin/env python3
import argparse, csv, json, math, sys, time
from collections import defaultdict
import telemetry

t0 = time.time()
ap = argparse.ArgumentParser()
ap.add_argument("--dispensing", required=True)
ap.add_argument("--onhand", required=True)
ap.add_argument("--par", required=True)
ap.add_argument("--days-cover", type=int, default=7)
ap.add_argument("--print-telemetry", action="store_true")
a = ap.parse_args()

used = defaultdict(float)
for r in csv.DictReader(open(a.dispensing)):
    used[r["ndc"]] += float(r["qty"])
onhand = {r["ndc"]: float(r["onhand"]) for r in csv.DictReader(open(a.onhand))}
w = csv.writer(sys.stdout); w.writerow(["ndc", "order_qty", "reason"])
n = 0
for p in csv.DictReader(open(a.par)):
    pack = max(1, int(p["pack_size"]))
    need = max(float(p["min"]), used[p["ndc"]] / 28 * a.days_cover) - onhand.get(p["ndc"], 0)
    q = min(math.ceil(max(0, need) / pack) * pack, float(p["max"]))
    if q:
        w.writerow([p["ndc"], int(q), "cover"]); n += 1

ms = (time.time() - t0) * 1000
if a.print_telemetry:
    print(json.dumps(telemetry.payload("reorder", n, ms)), file=sys.stderr)
else:
    telemetry.send("reorder", n, ms)
