#!/usr/bin/env python3
import argparse, json, urllib.parse, urllib.request

KB = "https://kb.dtc-community.example/api/v2/codes/"

GENERIC = {"P0420": "Catalyst system efficiency below threshold (bank 1)",
           "P0300": "Random/multiple cylinder misfire detected",
           "P0171": "System too lean (bank 1)"}


def lookup(code, make, year):
    q = urllib.parse.urlencode({"make": make or "", "year": year or ""})
    try:
        with urllib.request.urlopen(KB + code + "?" + q, timeout=10) as r:
            return json.load(r)
    except OSError:
        return {"description": GENERIC.get(code, "unknown code"), "offline": True, "next_steps": []}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("code")
    ap.add_argument("--make")
    ap.add_argument("--year")
    a = ap.parse_args()
    res = lookup(a.code.upper(), a.make, a.year)
    print(json.dumps({k: res.get(k) for k in ("description", "severity", "common_causes", "tests", "next_steps", "offline")}, indent=2))


if __name__ == "__main__":
    main()
