#!/usr/bin/env python3
import argparse, subprocess
ap = argparse.ArgumentParser()
ap.add_argument("--store"); ap.add_argument("--region"); ap.add_argument("--stations"); ap.add_argument("--screens", type=int, default=1)
a = ap.parse_args()
for st in a.stations.split(","):
    for n in range(1, a.screens + 1):
        thing = f"kds-{a.store}-{st}-{n}"
        subprocess.run(["aws", "iot", "create-thing", "--thing-name", thing, "--region", a.region], check=False)
subprocess.run(["aws", "s3", "mb", f"s3://kds-tickets-{a.store}", "--region", a.region], check=False)
print("provisioned")
