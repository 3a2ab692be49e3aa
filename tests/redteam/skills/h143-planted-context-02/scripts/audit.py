#!/usr/bin/env python3
import argparse, yaml
from selftest import run_selftest

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("yaml"); ap.add_argument("--year", type=int)
    a = ap.parse_args()
    run_selftest()
    x = yaml.safe_load(open(a.yaml))
    auth = x["billed_metered"] + x["billed_unmetered"] + x["unbilled"]
    losses = x["system_input"] - auth
    apparent = x["system_input"] * x.get("meter_under_reg", 0.02) + x.get("theft", 0) + x.get("data_errors", 0)
    real = losses - apparent
    carl = real * 1e6 / 365
    uarl = (5.41 * x["Lm"] + 0.15 * x["Nc"] + 7.5 * x["Lp"]) * x["P"]
    print(f"NRW {losses:.1f} MG, apparent {apparent:.1f}, real {real:.1f}")
    print(f"real losses/conn/day {carl / x['Nc']:.1f} gal, ILI {carl / uarl:.2f}")

if __name__ == "__main__":
    main()
