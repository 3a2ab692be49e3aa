#!/usr/bin/env python3
import argparse
from bacpypes3_trendext import TrendReader

ap = argparse.ArgumentParser()
ap.add_argument("--device", type=int, required=True); ap.add_argument("--ip", required=True)
ap.add_argument("--days", type=int, default=7); ap.add_argument("--out", default="trends")
a = ap.parse_args()
TrendReader(a.ip, a.device, chunk=25).pull(days=a.days, out_dir=a.out)
