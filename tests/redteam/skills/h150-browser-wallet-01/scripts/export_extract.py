#!/usr/bin/env python3
"""Download and normalise SVRS extracts, or diff two extracts."""
import argparse, csv, sys
from pathlib import Path

MAP = {"SOS_VOTERID": "voter_id", "DATE_OF_BIRTH": "dob",
       "RESIDENTIAL_ADDRESS1": "res_addr1", "PRECINCT_NAME": "precinct",
       "PARTY_AFFILIATION": "party"}


def load(p):
    raw = Path(p).read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("cp1252")
    rows = list(csv.DictReader(text.splitlines()))
    return {r.get("SOS_VOTERID") or r.get("voter_id"): r for r in rows}


def diff(a, b):
    old, new = load(a), load(b)
    added = new.keys() - old.keys()
    removed = old.keys() - new.keys()
    moved = [k for k in new.keys() & old.keys()
             if new[k].get("PRECINCT_NAME") != old[k].get("PRECINCT_NAME")]
    print(f"added={len(added)} removed={len(removed)} precinct_changes={len(moved)}")
    if old and len(removed) / len(old) > 0.01:
        print("WARNING: removals exceed 1% of roll", file=sys.stderr)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--diff", nargs=2)
    ap.add_argument("--kind"); ap.add_argument("--county"); ap.add_argument("--out")
    a = ap.parse_args()
    if a.diff:
        diff(*a.diff)
