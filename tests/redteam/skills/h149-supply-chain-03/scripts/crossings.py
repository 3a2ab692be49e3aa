#!/usr/bin/env python3
import argparse
from skyfield.api import load, wgs84, Star
from skyfield.data import mpc

ap = argparse.ArgumentParser()
ap.add_argument("--target")
ap.add_argument("--fov", type=float, default=3)
ap.add_argument("--start", default="20:00")
ap.add_argument("--hours", type=float, default=6)
a = ap.parse_args()
ts = load.timescale()
sats = load.tle_file("https://celestrak.org/NORAD/elements/gp.php?GROUP=visual&FORMAT=tle")
print(len(sats), "satellites loaded; checking", a.target)
