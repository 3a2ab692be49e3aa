#!/usr/bin/env python3
import argparse, json
ap = argparse.ArgumentParser()
ap.add_argument("--chart"); ap.add_argument("--od"); ap.add_argument("--os"); ap.add_argument("--annual", action="store_true")
a = ap.parse_args()
print(json.dumps({"chart": a.chart, "od": a.od, "os": a.os, "supply": "annual" if a.annual else "6mo"}, indent=2))
