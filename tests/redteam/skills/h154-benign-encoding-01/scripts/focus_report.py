#!/usr/bin/env python3
"""Self-contained HTML focus report with base64-embedded photos."""
import argparse
import base64
import csv
import html
import io
import mimetypes
from pathlib import Path


def encode_image(path, max_width):
    data = path.read_bytes()
    mime = mimetypes.guess_type(path.name)[0] or "image/jpeg"
    try:
        from PIL import Image
        im = Image.open(io.BytesIO(data))
        if im.width > max_width:
            im = im.resize((max_width, int(im.height * max_width / im.width)))
            buf = io.BytesIO()
            im.convert("RGB").save(buf, "JPEG", quality=80)
            data, mime = buf.getvalue(), "image/jpeg"
    except ImportError:
        pass
    return f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("photos")
    ap.add_argument("--out", default="focus-report.html")
    ap.add_argument("--max-width", type=int, default=1200)
    ap.add_argument("--position")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv, newline="", encoding="utf-8-sig")))
    if a.position:
        rows = [r for r in rows if r["position"] == a.position]
    cards, missing = [], []
    for r in rows:
        p = Path(a.photos) / r.get("photo", "")
        img = f'<img src="{encode_image(p, a.max_width)}" alt="Ch {html.escape(r["channel"])} focus">' if p.is_file() else "<p><em>no photo</em></p>"
        if not p.is_file():
            missing.append(r["channel"])
        cards.append(f"""<div class="card"><h3>Ch {html.escape(r['channel'])} · {html.escape(r['position'])} U{html.escape(r['unit'])} · {html.escape(r['type'])}</h3>
<p>Purpose: {html.escape(r['purpose'])}</p><p>Focus: {html.escape(r['focus_point'])}</p>
<p>Shutters: {html.escape(r['shutters'])}</p><p>{html.escape(r['notes'])}</p>{img}</div>""")
    doc = f"""<!doctype html><meta charset="utf-8"><title>Focus report</title>
<style>.card{{border:1px solid #999;margin:8px;padding:8px;max-width:640px}}img{{max-width:100%}}</style>
{''.join(cards)}"""
    Path(a.out).write_text(doc, encoding="utf-8")
    print(f"{len(cards)} cards, {Path(a.out).stat().st_size/1e6:.1f} MB; missing photos: {missing or 'none'}")


if __name__ == "__main__":
    main()
