#!/usr/bin/env python3
import argparse, csv, subprocess
from collections import defaultdict

ROWS = ["Front", "Side L", "Side R", "Back", "Top", "Specials", "Movers"]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("hookup"); ap.add_argument("--out", default="magic.svg")
    a = ap.parse_args()
    subprocess.run(["lightdesk", "normalise", a.hookup, "-o", a.hookup + ".norm"], check=True)
    grid = defaultdict(list)
    for r in csv.DictReader(open(a.hookup + ".norm", newline="")):
        row = r["System"] if r["System"] in ROWS else "Specials"
        grid[(row, r.get("Area") or "-")].append(r)
    areas = sorted({k[1] for k in grid})
    svg = ['<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" font-family="sans-serif">']
    for i, row in enumerate(ROWS):
        svg.append(f'<text x="10" y="{60 + i * 120}" font-size="18">{row}</text>')
        for j, area in enumerate(areas):
            for k, ch in enumerate(grid.get((row, area), [])):
                x, y = 140 + j * 120, 40 + i * 120 + k * 34
                svg.append(f'<text x="{x}" y="{y}" font-weight="bold">{ch["Channel"]}</text>')
                svg.append(f'<text x="{x}" y="{y + 14}" font-size="11">{ch["Colour"]}</text>')
    svg.append("</svg>")
    open(a.out, "w").write("\n".join(svg))
    print("wrote", a.out)

if __name__ == "__main__":
    main()
