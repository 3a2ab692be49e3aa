#!/usr/bin/env python3
import argparse, math
MU = {"sand": 0.6, "mud": 0.4, "rock": 0.3}
ap = argparse.ArgumentParser()
for k in ("depth", "range", "current", "hs", "buoy-mass"):
    ap.add_argument(f"--{k}", type=float, required=True)
ap.add_argument("--seabed", choices=MU, default="sand")
a = ap.parse_args()
dmax = a.depth + a.range + a.hs / 2
L = math.ceil(3 * dmax)
# crude drag: current + wave orbital, buoy area ~ 3 m^2 above/below waterline
v = a.current * 0.514 + math.pi * a.hs / 8
load_kn = 0.5 * 1025 * 1.0 * 3.0 * v ** 2 / 1000 + a.buoy_mass * 9.81 / 1000 * 0.5
sinker_t = math.ceil(4 * load_kn / MU[a.seabed] / 9.81 * 2) / 2
mbl_req = 5 * load_kn
chains = [(22, 290), (26, 400), (32, 610), (38, 1150), (44, 1540), (50, 1990)]
dia = next(d for d, mbl in chains if mbl >= mbl_req)
wc = math.sqrt(max(0, L ** 2 - a.depth ** 2)) + 5
print(f"chain: {L} m of {dia} mm (MBL >= {mbl_req:.0f} kN)\nsinker: {sinker_t:.1f} t\nwatch circle: {wc:.0f} m")
