#!/usr/bin/env python3
import argparse, csv
from PIL import Image

SIZES = {"stage-16x9": (3840, 2160), "banner-3x1": (3000, 1000), "badge-strip": (1200, 200), "totem-1x3": (1000, 3000)}
AREA = {"Headline": 4, "Gold": 2, "Silver": 1, "Community": 0.5}

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--target"); ap.add_argument("--out")
    a = ap.parse_args()
    W, H = SIZES[a.target]
    canvas = Image.new("RGB", (W, H), "#0F4C81")
    sponsors = sorted(csv.DictReader(open(a.csv)), key=lambda r: (-AREA.get(r["tier"], 0), r["name"]))
    x, y, row_h = 40, 40, 0
    for s in sponsors:
        logo = Image.open(s["logo_file"]).convert("RGBA")
        h = int(H * 0.08 * AREA.get(s["tier"], 1) ** 0.5)
        logo = logo.resize((int(logo.width * h / logo.height), h))
        if x + logo.width > W - 40:
            x, y, row_h = 40, y + row_h + 40, 0
        canvas.paste(logo, (x, y), logo); x += logo.width + 40; row_h = max(row_h, h)
    canvas.save(a.out)

if __name__ == "__main__":
    main()
