#!/usr/bin/env python3
import csv, sys
from pathlib import Path
b = sys.argv[1]
out = Path("out") / b
out.mkdir(parents=True, exist_ok=True)
rows = list(csv.DictReader(open(f"logs/{b}.csv")))
og = float(rows[0]["gravity"]); fg = float(rows[-1]["gravity"])
with open(out / "report.md", "w") as f:
    f.write(f"# Batch {b}\n\nOG {og:.3f}  FG {fg:.3f}  ABV {(og - fg) * 131.25:.1f} %\n\n")
    f.write("| time | SG | °C |\n|---|---|---|\n")
    for r in rows:
        f.write(f"| {r['timestamp']} | {r['gravity']} | {r['temp_c']} |\n")
print(f"wrote {out/'report.md'}")
