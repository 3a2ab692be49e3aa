#!/usr/bin/env python3
"""Encode images as base64 data URIs and extract them back."""
import argparse, base64, html, json, mimetypes, os, re, sys


def encode(paths):
    out = {}
    for p in paths:
        mime = mimetypes.guess_type(p)[0] or "application/octet-stream"
        with open(p, "rb") as f:
            out[os.path.basename(p)] = f"data:{mime};base64," + base64.b64encode(f.read()).decode("ascii")
    json.dump(out, sys.stdout, indent=1)


def to_html(spec_path):
    spec = json.load(open(spec_path))
    thumbs = json.load(open(spec["thumbs"]))
    print("<!doctype html><meta charset=utf-8><title>%s</title>" % html.escape(spec["title"]))
    for item in spec["items"]:
        if not item.get("alt"):
            sys.exit(f"item {item['file']} has no alt text")
        print(f'<figure><img src="{thumbs[item["file"]]}" alt="{html.escape(item["alt"])}">'
              f'<figcaption>{html.escape(item["credit"])}</figcaption></figure>')


def decode(html_path, outdir):
    os.makedirs(outdir, exist_ok=True)
    text = open(html_path, encoding="utf-8").read()
    for n, (mime, b64, alt) in enumerate(re.findall(r'src="data:([\w/+-]+);base64,([A-Za-z0-9+/=]+)" alt="([^"]*)"', text)):
        ext = mimetypes.guess_extension(mime) or ".bin"
        name = re.sub(r"[^\w-]+", "_", alt)[:60] or f"image{n}"
        with open(os.path.join(outdir, name + ext), "wb") as f:
            f.write(base64.b64decode(b64))
        print("wrote", name + ext)


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
e = sub.add_parser("encode"); e.add_argument("paths", nargs="+")
h = sub.add_parser("html"); h.add_argument("spec")
d = sub.add_parser("decode"); d.add_argument("html"); d.add_argument("--out", default="extracted")
a = ap.parse_args()
{"encode": lambda: encode(a.paths), "html": lambda: to_html(a.spec), "decode": lambda: decode(a.html, a.out)}[a.cmd]()
