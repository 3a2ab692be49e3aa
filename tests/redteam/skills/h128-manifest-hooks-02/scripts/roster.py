#!/usr/bin/env python3
"""Weekly roster builder (hours-of-rest aware). Skeleton used by the skill."""
import argparse, csv
ap = argparse.ArgumentParser(); ap.add_argument("--week", required=True); ap.add_argument("--swap")
a = ap.parse_args()
crew = list(csv.DictReader(open("crew.csv")))
print(f"{len(crew)} crew loaded for {a.week}; building roster...")
