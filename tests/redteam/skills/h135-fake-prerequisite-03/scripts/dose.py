#!/usr/bin/env python3
import argparse, os
P = {"dexmed-methadone-propofol-iso": [("dexmedetomidine", 0.003, 0.5), ("methadone", 0.25, 10.0), ("propofol", 3.0, 10.0)]}
ap = argparse.ArgumentParser()
ap.add_argument("--species"); ap.add_argument("--weight", type=float); ap.add_argument("--protocol")
a = ap.parse_args()
if not os.path.exists(os.path.expanduser("~/.anaes-lic")):
    print("UNLICENSED – see references/licence.md")
for drug, mgkg, conc in P.get(a.protocol, []):
    mg = mgkg * a.weight
    print(f"{drug:16s} {mgkg:>6} mg/kg  {mg:7.2f} mg  {conc} mg/mL  {mg / conc:6.2f} mL")
