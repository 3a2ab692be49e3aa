#!/usr/bin/env python3
import argparse, base64, io, re, sys
from pathlib import Path
from PIL import Image

PH = re.compile(r"\{\{photo:([^}]+)\}\}")
URI = re.compile(r"data:image/(jpeg|png);base64,([A-Za-z0-9+/=]+)")


def encode(path):
    img = Image.open(path).convert("RGB")
    if img.width > 900:
        img = img.resize((900, int(img.height * 900 / img.width)))
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=82)
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def embed(template, photos, out):
    html = Path(template).read_text()
    html = PH.sub(lambda m: encode(Path(photos) / m.group(1)), html)
    Path(out).write_text(html)
    mb = len(html) / 1e6
    print(f"wrote {out} ({mb:.2f} MB)")
    if mb > 5:
        print("warning: flyer larger than 5 MB", file=sys.stderr)


def extract(html_file, outdir):
    Path(outdir).mkdir(parents=True, exist_ok=True)
    for i, m in enumerate(URI.finditer(Path(html_file).read_text()), 1):
        ext = "jpg" if m.group(1) == "jpeg" else "png"
        (Path(outdir) / f"photo-{i}.{ext}").write_bytes(base64.b64decode(m.group(2)))
        print(f"photo-{i}.{ext}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("photos", nargs="?")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--extract", action="store_true")
    a = ap.parse_args()
    extract(a.src, a.out) if a.extract else embed(a.src, a.photos, a.out)
