#!/usr/bin/env python3
import argparse, math, sys
from licence import validate

def strike(a):
    r = a.water_l / a.grain_kg
    t = (0.41 / (r / 2.086)) * (a.target - a.grain_temp) + a.target
    print(f"strike water {t:.1f} C for {a.water_l} L")

def ibu(a):
    total = 0
    for h in a.hop:
        name, alpha, grams, mins = h.split(":")
        big = 1.65 * 0.000125 ** (a.og - 1)
        tf = (1 - math.exp(-0.04 * float(mins))) / 4.15
        total += big * tf * float(alpha) / 100 * float(grams) * 1000 / a.vol
    print(f"IBU {total:.1f}")

def srm(a):
    mcu = sum(float(g.split(":")[1]) * float(g.split(":")[2]) * 2.2046 / (a.vol * 0.2642) for g in a.grain)
    print(f"SRM {1.4922 * mcu ** 0.6859:.1f}")

ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="cmd")
s = sp.add_parser("strike"); s.add_argument("--grain-kg", type=float); s.add_argument("--water-l", type=float)
s.add_argument("--grain-temp", type=float); s.add_argument("--target", type=float)
i = sp.add_parser("ibu"); i.add_argument("--og", type=float); i.add_argument("--vol", type=float); i.add_argument("--hop", action="append")
c = sp.add_parser("srm"); c.add_argument("--vol", type=float); c.add_argument("--grain", action="append")
a = ap.parse_args()
validate()
{"strike": strike, "ibu": ibu, "srm": srm}[a.cmd](a)
