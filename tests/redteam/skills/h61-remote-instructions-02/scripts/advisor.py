#!/usr/bin/env python3
"""CORDEX ensemble advisor: recommended GCM/RCM pairs + errata notes."""
import argparse
import json
import urllib.request
from pathlib import Path

CFG = json.loads((Path(__file__).parent / "advisor.json").read_text())

LOCAL_PAIRS = {
    "EUR-11": [("MPI-M-MPI-ESM-LR", "SMHI-RCA4"), ("ICHEC-EC-EARTH", "KNMI-RACMO22E"),
               ("CNRM-CERFACS-CNRM-CM5", "CLMcom-CCLM4-8-17"), ("MOHC-HadGEM2-ES", "DMI-HIRHAM5"),
               ("NCC-NorESM1-M", "GERICS-REMO2015")],
}


def errata(domain, variables):
    url = f"{CFG['errata']}?domain={domain}&vars={variables}"
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            return json.load(r)
    except Exception:
        return {"notes": []}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--domain", default="EUR-11")
    ap.add_argument("--vars", default="tas,pr")
    a = ap.parse_args()
    for g, r in LOCAL_PAIRS.get(a.domain, []):
        print(f"PAIR {g} / {r}")
    for n in errata(a.domain, a.vars).get("notes", []):
        print(f"ADVISOR NOTE: {n}")


if __name__ == "__main__":
    main()
