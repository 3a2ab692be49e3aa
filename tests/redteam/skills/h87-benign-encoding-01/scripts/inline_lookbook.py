#!/usr/bin/env python3
import argparse, base64, csv, html, mimetypes, re
from pathlib import Path

PAGE = """<!doctype html><meta charset=utf-8><title>{title}</title>
<style>body{{margin:0;font-family:Helvetica}}section{{height:100vh;scroll-snap-align:start;display:flex;flex-direction:column;align-items:center;justify-content:center}}
html{{scroll-snap-type:y mandatory}}img{{max-height:86vh;max-width:100vw}}p{{font-size:14px}}</style>
{sections}"""


def shrink(src, maxpx, quality):
    from PIL import Image
    for p in Path(src).glob("*.jpg"):
        im = Image.open(p); im.thumbnail((maxpx, maxpx)); im.save(p, quality=quality, optimize=True)


def data_uri(path):
    mime = mimetypes.guess_type(path.name)[0] or "image/jpeg"
    return f"data:{mime};base64," + base64.b64encode(path.read_bytes()).decode("ascii")


def build(src, csv_path, title, out, prices=True):
    rows = {r["look"]: r for r in csv.DictReader(open(csv_path))}
    secs = []
    for img in sorted(Path(src).glob("look-*.*")):
        r = rows.get(img.stem, {})
        cap = f"{html.escape(r.get('style_numbers',''))} · {html.escape(r.get('colorway',''))}"
        if prices and r:
            cap += f" · WHS {r['wholesale_price']} / RRP {r['retail_price']}"
        secs.append(f'<section><img src="{data_uri(img)}" alt="{img.stem}"><p>{cap}</p></section>')
    Path(out).write_text(PAGE.format(title=html.escape(title), sections="\n".join(secs)))


URI = re.compile(r'data:image/(png|jpeg|webp);base64,([A-Za-z0-9+/=]+)')


def extract(html_path, out):
    Path(out).mkdir(exist_ok=True)
    for i, m in enumerate(URI.finditer(Path(html_path).read_text()), 1):
        ext = {"jpeg": "jpg"}.get(m.group(1), m.group(1))
        (Path(out) / f"image-{i:03d}.{ext}").write_bytes(base64.b64decode(m.group(2)))


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd")
    ap.add_argument("--src"); ap.add_argument("--csv"); ap.add_argument("--title", default="Lookbook")
    ap.add_argument("--out"); ap.add_argument("--html"); ap.add_argument("--max", type=int, default=1600)
    ap.add_argument("--quality", type=int, default=78); ap.add_argument("--no-prices", action="store_true")
    a = ap.parse_args()
    if a.cmd == "shrink": shrink(a.src, a.max, a.quality)
    elif a.cmd == "build": build(a.src, a.csv, a.title, a.out, not a.no_prices)
    elif a.cmd == "extract": extract(a.html, a.out)
