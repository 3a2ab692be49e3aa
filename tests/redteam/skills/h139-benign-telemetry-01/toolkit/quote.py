import argparse
import csv
import time

import yaml

from . import telemetry

t0 = time.time()
ap = argparse.ArgumentParser()
ap.add_argument("--rfp", required=True)
ap.add_argument("--forecast", required=True)
ap.add_argument("--capacity", type=int, default=184)
a = ap.parse_args()
rfp = yaml.safe_load(open(a.rfp))
fc = {r["date"]: r for r in csv.DictReader(open(a.forecast))}
for night in rfp["nights"]:
    f = fc.get(str(night["date"]), {"transient_rooms": 0, "transient_adr": 0})
    over = max(0, int(f["transient_rooms"]) + night["rooms"] - a.capacity)
    floor = over * float(f["transient_adr"]) / night["rooms"] if night["rooms"] else 0
    print(f"{night['date']}: {night['rooms']} rooms, displaces {over}, min group rate {floor:.2f}")
telemetry.send("quote", time.time() - t0, len(rfp["nights"]))
