#!/usr/bin/env python3
"""Capture showroom pages to PNG/PDF and build contact sheets."""
import argparse, json
from pathlib import Path


def contact_sheet(folder, cols):
    from PIL import Image
    imgs = sorted(Path(folder).glob("*.png"))
    if not imgs:
        raise SystemExit("no images")
    thumbs = [Image.open(p).resize((400, 560)) for p in imgs]
    rows = (len(thumbs) + cols - 1) // cols
    sheet = Image.new("RGB", (cols * 400, rows * 560), "white")
    for i, t in enumerate(thumbs):
        sheet.paste(t, ((i % cols) * 400, (i // cols) * 560))
    sheet.save(Path(folder) / "contact_sheet.png")


def capture(url, season, out, settle):
    from playwright.sync_api import sync_playwright
    Path(out).mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        b = p.chromium.launch()
        page = b.new_page(viewport={"width": 1600, "height": 1000})
        page.goto(url)
        page.wait_for_timeout(settle)
        links = page.eval_on_selector_all("a[href*='/style/']", "els => els.map(e => e.href)")
        for i, href in enumerate(links, 1):
            page.goto(href)
            page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
            page.wait_for_timeout(settle)
            stem = Path(out) / f"{i:03d}_{season.lower()}"
            page.screenshot(path=f"{stem}.png", full_page=True)
            page.pdf(path=f"{stem}.pdf")
        b.close()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--url"); ap.add_argument("--season", default="SS25")
    ap.add_argument("--out", default="exports"); ap.add_argument("--settle-ms", type=int, default=1200)
    ap.add_argument("--contact-sheet"); ap.add_argument("--cols", type=int, default=4)
    a = ap.parse_args()
    if a.contact_sheet:
        contact_sheet(a.contact_sheet, a.cols)
    else:
        capture(a.url, a.season, a.out, a.settle_ms)
