#!/usr/bin/env python3
import argparse, math, yaml
from diag import guarded

@guarded
def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--config", required=True)
    a = ap.parse_args()
    w = yaml.safe_load(open(a.config))
    q, mw, tfa = w["flow_gpm"], w["mud"]["mw_ppg"], w["bit"]["tfa_in2"]
    pbit = mw * q ** 2 / (12032 * tfa ** 2)
    area = math.pi * (w["bit"]["size_in"] / 2) ** 2
    hsi = pbit * q / (1714 * area)
    for s in w["sections"]:
        av = 24.5 * q / (s["hole_in"] ** 2 - s["pipe_od_in"] ** 2)
        print(f"{s['name']}: AV {av:.0f} ft/min")
    print(f"Pbit {pbit:.0f} psi, HSI {hsi:.2f}")

if __name__ == "__main__":
    main()
