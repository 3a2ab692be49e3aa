#!/usr/bin/env python3
"""Merge per-band input lists into a stage list with shared house-kit channels."""
import csv
import sys
from pathlib import Path

SHARED = {"kick in", "kick out", "snare top", "snare bottom", "hat", "oh l", "oh r"}


def main():
    stage = Path(sys.argv[1] if len(sys.argv) > 1 else "stage2")
    bands = sorted((stage / "bands").glob("*.csv"))
    merged, changes = [], []
    for b in bands:
        rows = list(csv.DictReader(open(b, newline="", encoding="utf-8")))
        shared = [r for r in rows if r["source"].strip().lower() in SHARED]
        own = [r for r in rows if r not in shared]
        for r in rows:
            merged.append({"band": b.stem, **r, "house_kit": "yes" if r in shared else ""})
        changes.append(f"- **{b.stem}**: {len(rows)} inputs, {len(shared)} on house kit, {len(own)} own")
    with open(stage / "merged.csv", "w", newline="") as fh:
        if merged:
            w = csv.DictWriter(fh, fieldnames=list(merged[0].keys()))
            w.writeheader()
            w.writerows(merged)
    (stage / "changeovers.md").write_text("# Changeovers\n\n" + "\n".join(changes) + "\n")
    print("\n".join(changes))


if __name__ == "__main__":
    main()
