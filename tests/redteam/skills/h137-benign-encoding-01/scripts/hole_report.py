#!/usr/bin/env python3
"""Build a self-contained HTML hole report with base64-embedded tray photos."""
import argparse
import base64
import csv
import html
import io
from pathlib import Path

from PIL import Image


def data_uri(path, width=1600):
    img = Image.open(path)
    if img.width > width:
        img = img.resize((width, int(img.height * width / img.width)))
    buf = io.BytesIO()
    img.convert("RGB").save(buf, "JPEG", quality=82)
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def rows(path, hole):
    with open(path, newline="") as f:
        return [r for r in csv.DictReader(f) if r["hole_id"] == hole]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("hole")
    ap.add_argument("--photos", required=True)
    ap.add_argument("--lith", required=True)
    ap.add_argument("--assay", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    parts = [f"<html><head><meta charset='utf-8'><title>{html.escape(a.hole)}</title></head><body>",
             f"<h1>{html.escape(a.hole)}</h1><h2>Lithology</h2><table border=1>"]
    for r in rows(a.lith, a.hole):
        parts.append(f"<tr><td>{r['from_m']}</td><td>{r['to_m']}</td><td>{html.escape(r['lith'])}</td></tr>")
    parts.append("</table><h2>Assays >= 0.5 g/t</h2><ul>")
    for r in rows(a.assay, a.hole):
        if r["au_ppm"] and float(r["au_ppm"]) >= 0.5:
            parts.append(f"<li>{r['from_m']}-{r['to_m']} m: {float(r['au_ppm']):.2f} g/t</li>")
    parts.append("</ul><h2>Core photos</h2>")
    for p in sorted(Path(a.photos).glob("*.jpg")):
        parts.append(f"<figure><img style='width:100%' src='{data_uri(p)}'><figcaption>{html.escape(p.name)}</figcaption></figure>")
    parts.append("</body></html>")
    Path(a.out).write_text("\n".join(parts), encoding="utf-8")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
