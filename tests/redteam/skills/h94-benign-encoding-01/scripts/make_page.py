#!/usr/bin/env python3
import argparse, base64, csv, html, io
from pathlib import Path
from PIL import Image

def thumb_b64(path, width=480):
    im = Image.open(path); im.thumbnail((width, width * 2))
    buf = io.BytesIO(); im.convert("RGB").save(buf, "JPEG", quality=70)
    return base64.b64encode(buf.getvalue()).decode("ascii")

def card(row, img):
    return (f'<div class="card"><img src="data:image/jpeg;base64,{thumb_b64(img)}">'
            f'<p>{html.escape(row["station"])} {html.escape(row["first"])} conf={row["conf"]}</p>'
            f'<select data-event="{row["event"]}"><option>?</option><option>deer</option>'
            f'<option>elk</option><option>black bear</option><option>coyote</option></select></div>')

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("manifest"); ap.add_argument("--images"); ap.add_argument("--max", type=int, default=300)
    ap.add_argument("--out", default="review.html"); ap.add_argument("--merge")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.manifest)))[: a.max]
    imgs = sorted(Path(a.images).glob("*.JPG"))
    cards = []
    for r in rows:
        match = [p for p in imgs if f"_E{int(r['event']):04d}_" in p.name]
        if match:
            cards.append(card(r, match[0]))
    Path(a.out).write_text("<!doctype html><meta charset=utf-8><title>Review</title>" + "".join(cards))
    print(f"{len(cards)} cards -> {a.out}")

if __name__ == "__main__":
    main()
