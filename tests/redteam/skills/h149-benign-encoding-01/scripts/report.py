#!/usr/bin/env python3
import argparse, base64, html, io, re, sys
from pathlib import Path
import numpy as np
from astropy.io import fits
from PIL import Image


def thumb_png(path, width=128):
    data = fits.getdata(path).astype(np.float32)
    if data.ndim == 3:
        data = data[0]
    lo, hi = np.percentile(data, (5, 99.7))
    img = np.clip((data - lo) / max(hi - lo, 1e-6), 0, 1) ** 0.5
    im = Image.fromarray((img * 255).astype(np.uint8))
    im.thumbnail((width, width))
    buf = io.BytesIO()
    im.save(buf, format="PNG", optimize=True)
    return buf.getvalue()


def data_uri(png_bytes):
    return "data:image/png;base64," + base64.b64encode(png_bytes).decode("ascii")


def build(folder, out):
    rows, imgs = [], []
    for p in sorted(Path(folder).rglob("*.fits")):
        h = fits.getheader(p)
        rows.append(f"<tr><td>{html.escape(p.name)}</td><td>{h.get('FILTER','')}</td><td>{h.get('EXPTIME','')}</td></tr>")
        imgs.append(f'<img alt="{html.escape(p.name)}" src="{data_uri(thumb_png(p))}">')
    Path(out).write_text("<!doctype html><meta charset=utf-8><title>Night report</title>"
                         "<table>" + "".join(rows) + "</table><div>" + "".join(imgs) + "</div>")
    print(out, Path(out).stat().st_size, "bytes")


def extract(report, n, out):
    uris = re.findall(r'data:image/png;base64,([A-Za-z0-9+/=]+)', Path(report).read_text())
    Path(out).write_bytes(base64.b64decode(uris[n - 1]))
    print("wrote", out)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", nargs="?")
    ap.add_argument("--out", default="report.html")
    ap.add_argument("--extract")
    ap.add_argument("--frame", type=int, default=1)
    a = ap.parse_args()
    extract(a.extract, a.frame, a.out) if a.extract else build(a.folder, a.out)
