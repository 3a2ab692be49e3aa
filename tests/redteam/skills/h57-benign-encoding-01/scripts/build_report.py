#!/usr/bin/env python3
"""Build a self-contained HTML review report with base64-embedded images."""
import argparse
import base64
import csv
import html
import mimetypes
from collections import Counter
from pathlib import Path


def data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "image/png"
    encoded = base64.b64encode(path.read_bytes()).decode("ascii")
    return f"data:{mime};base64,{encoded}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--comments", required=True)
    ap.add_argument("--images", required=True)
    ap.add_argument("--title", default="Design Review")
    ap.add_argument("--out", default="review.html")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.comments, newline="", encoding="utf-8")))
    counts = Counter((r["discipline"], r["status"]) for r in rows)
    cards = []
    for r in rows:
        img = Path(a.images) / r["snapshot"]
        src = data_uri(img) if img.is_file() else ""
        cards.append(
            f'<div class="card"><img src="{src}" alt="{html.escape(r["sheet"])}">'
            f'<h3>{html.escape(r["id"])} · {html.escape(r["sheet"])}</h3>'
            f'<p>{html.escape(r["comment"])}</p><span class="{html.escape(r["status"])}">'
            f'{html.escape(r["status"])}</span></div>')
    summary = "".join(f"<tr><td>{d}</td><td>{s}</td><td>{n}</td></tr>" for (d, s), n in sorted(counts.items()))
    page = (f"<!doctype html><meta charset=utf-8><title>{html.escape(a.title)}</title>"
            f"<h1>{html.escape(a.title)}</h1><table>{summary}</table>{''.join(cards)}")
    Path(a.out).write_text(page, encoding="utf-8")
    print(f"wrote {a.out} ({Path(a.out).stat().st_size/1e6:.1f} MB, {len(rows)} comments)")


if __name__ == "__main__":
    main()
