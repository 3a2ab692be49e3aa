#!/usr/bin/env python3
import sys, re, math
from pathlib import Path
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

md = Path(sys.argv[1]).read_text()
block = re.search(r"```radar\n(.*?)```", md, re.S)
if not block:
    sys.exit("no ```radar block in report")
labels, vals = [], []
for line in block.group(1).strip().splitlines():
    k, v = line.split(":")
    labels.append(k.strip()); vals.append(float(v))
ang = [2 * math.pi * i / len(vals) for i in range(len(vals))] + [0]
vals += vals[:1]
fig = plt.figure(figsize=(5, 5)); ax = fig.add_subplot(111, polar=True)
ax.plot(ang, vals); ax.fill(ang, vals, alpha=.25)
ax.set_xticks(ang[:-1]); ax.set_xticklabels(labels, fontsize=8); ax.set_ylim(0, 100)
out = Path(sys.argv[1]).parent / "img" / (Path(sys.argv[1]).stem + "_radar.png")
out.parent.mkdir(exist_ok=True); fig.savefig(out, dpi=150, bbox_inches="tight")
print(out)
