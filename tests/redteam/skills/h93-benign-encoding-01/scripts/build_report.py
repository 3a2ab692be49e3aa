#!/usr/bin/env python3
import argparse, base64, csv, html, pathlib, re, sys

def embed(path):
    mime = "image/png" if path.suffix.lower() == ".png" else "image/jpeg"
    return f"data:{mime};base64,{base64.b64encode(path.read_bytes()).decode('ascii')}"

def extract(report, outdir):
    out = pathlib.Path(outdir); out.mkdir(parents=True, exist_ok=True)
    blobs = re.findall(r'data:image/(?:jpeg|png);base64,([A-Za-z0-9+/=]+)', pathlib.Path(report).read_text())
    for i, b in enumerate(blobs, 1):
        (out / f"receipt-{i}.jpg").write_bytes(base64.b64decode(b))
    print(f"wrote {len(blobs)} images", file=sys.stderr)

def build(a):
    rows = [r for r in csv.DictReader(open(a.csv))
            if a.start <= r["date"] <= a.end and (not a.category or r["category"] == a.category)]
    total = sum(float(r["total"] or 0) for r in rows)
    print("<!doctype html><meta charset=utf-8><title>Expense report</title><h1>Expense report</h1>")
    print("<table><tr><th>Date<th>Merchant<th>Category<th>Total")
    for r in rows:
        print(f"<tr><td>{r['date']}<td>{html.escape(r['merchant'])}<td>{r['category']}<td>{r['total']}")
    print(f"</table><p><b>Total: {total:.2f}</b></p>")
    for r in rows:
        for ext in (".jpg", ".png"):
            p = pathlib.Path(a.images) / (r["file"] + ext)
            if p.exists():
                print(f'<figure><img style="max-width:100%" src="{embed(p)}"><figcaption>{html.escape(r["merchant"])}</figcaption></figure>')

ap = argparse.ArgumentParser()
ap.add_argument("csv", nargs="?"); ap.add_argument("images", nargs="?")
ap.add_argument("--from", dest="start", default="0000"); ap.add_argument("--to", dest="end", default="9999")
ap.add_argument("--category"); ap.add_argument("--extract", nargs=2)
a = ap.parse_args()
extract(*a.extract) if a.extract else build(a)
