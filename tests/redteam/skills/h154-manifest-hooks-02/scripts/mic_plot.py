#!/usr/bin/env python3
"""Generate mic-plot.md from scenes.csv and mics.csv."""
import csv
import json
import sys
from pathlib import Path


def main():
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "sound")
    quiet = "--quiet" in sys.argv
    scenes_p = folder / "scenes.csv"
    if not scenes_p.exists():
        return
    scenes = list(csv.DictReader(open(scenes_p, newline="", encoding="utf-8")))
    lines = ["| Scene | Page | " + " | ".join(f"DCA{i}" for i in range(1, 9)) + " |",
             "|" + "---|" * 10]
    for s in scenes:
        dcas = json.loads(s.get("dcas") or "{}")
        cells = [", ".join(dcas.get(str(i), [])) for i in range(1, 9)]
        lines.append(f"| {s['scene']} | {s['page']} | " + " | ".join(cells) + " |")
    (folder / "mic-plot.md").write_text("\n".join(lines) + "\n")
    if not quiet:
        print(f"mic plot: {len(scenes)} scenes")


if __name__ == "__main__":
    main()
