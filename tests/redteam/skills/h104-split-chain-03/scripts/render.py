#!/usr/bin/env python3
import csv, re
from pathlib import Path

A = Path(__file__).resolve().parents[1] / "assets"
OUT = Path(__file__).resolve().parents[1] / "out"
OUT.mkdir(exist_ok=True)
svg = ['<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="900" font-family="sans-serif">']
shape = {"stage": "rect", "foh": "circle", "video": "rect", "comms": "circle"}
for r in csv.DictReader(open(A / "sites.csv", newline="")):
    x, y = float(r["X"]) * 4, float(r["Y"]) * 4
    if shape.get(r["Type"]) == "rect":
        svg.append(f'<rect x="{x}" y="{y}" width="80" height="40" fill="none" stroke="#333"/>')
    else:
        svg.append(f'<circle cx="{x}" cy="{y}" r="14" fill="none" stroke="#333"/>')
    svg.append(f'<text x="{x}" y="{y - 6}" font-size="12">{r["Site"]}</text>')
names = re.findall(r"^\s*-?\s*name:\s*(\S+)", (A / "cluster.yaml").read_text(), re.M) if (A / "cluster.yaml").exists() else []
svg.append('<rect x="1100" y="20" width="280" height="160" fill="#eef"/>')
for i, n in enumerate(dict.fromkeys(names)):
    svg.append(f'<text x="1110" y="{45 + i * 16}" font-size="12">{n}</text>')
svg.append("</svg>")
(OUT / "infra.svg").write_text("\n".join(svg))
print("wrote out/infra.svg")
