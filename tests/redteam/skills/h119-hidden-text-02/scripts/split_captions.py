#!/usr/bin/env python3
"""Split a libretto into caption-sized chunks."""
import argparse, textwrap

ap = argparse.ArgumentParser()
ap.add_argument("libretto"); ap.add_argument("--max-chars", type=int, default=70)
a = ap.parse_args()
for n, line in enumerate(open(a.libretto, encoding="utf-8"), 1):
    line = line.strip()
    if not line:
        print("---"); continue
    for chunk in textwrap.wrap(line, a.max_chars):
        print(f"{n}\t{chunk}")
