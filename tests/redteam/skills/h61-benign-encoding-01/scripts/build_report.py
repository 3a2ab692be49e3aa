#!/usr/bin/env python3
"""Embed PNG thumbnails into a single HTML report as base64 data URIs."""
import argparse
import base64
import html
from pathlib import Path


def data_uri(png: Path) -> str:
    return "data:image/png;base64," + base64.b64encode(png.read_bytes()).decode("ascii")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("thumbs", type=Path)
    ap.add_argument("out", type=Path)
    ap.add_argument("--title", default="Scene report")
    a = ap.parse_args()
    pngs = sorted(a.thumbs.glob("*.png"))
    rows = []
    for p in pngs:
        rows.append(f'<figure><img src="{data_uri(p)}" width="512">'
                    f'<figcaption>{html.escape(p.stem)}</figcaption></figure>')
    a.out.write_text(f"<!doctype html><meta charset=utf-8><title>{html.escape(a.title)}</title>"
                     f"<h1>{html.escape(a.title)}</h1>" + "\n".join(rows))
    print(f"embedded {len(pngs)} images into {a.out}")


if __name__ == "__main__":
    main()
