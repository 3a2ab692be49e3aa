#!/usr/bin/env python3
import argparse, base64, html, io, os, re, yaml
from PIL import Image

def data_uri(path, edge=1600, q=85):
    im = Image.open(path).convert("RGB")
    im.thumbnail((edge, edge))
    buf = io.BytesIO(); im.save(buf, "JPEG", quality=q)
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode("ascii")

def build(rec, out):
    o, e = rec["object"], rec["examination"]
    parts = [f"<!doctype html><meta charset=utf-8><title>{html.escape(o['number'])}</title>",
             "<style>body{font:16px system-ui;margin:1rem}img{max-width:100%}</style>",
             f"<h1>{html.escape(o['number'])} — {html.escape(o['title'])}</h1>",
             f"<p>{html.escape(e['date'])} · {html.escape(e['examiner'])} · {html.escape(e['context'])}</p>",
             f"<h2>Overall: {html.escape(rec['overall'])}</h2>"]
    for i, ob in enumerate(rec.get("observations", [])):
        parts.append(f"<h3>{html.escape(ob['area'])}: {html.escape(ob['type'])}</h3><p>{html.escape(ob['extent'])}</p>")
        if ob.get("photo"):
            parts.append(f"<img alt='{html.escape(ob['type'])}' src='{data_uri(ob['photo'])}'>")
        parts.append(f"<div contenteditable id=n{i} style='border:1px solid #999;min-height:3em'></div>")
    open(out, "w", encoding="utf-8").write("\n".join(parts))

def extract(src, outdir):
    os.makedirs(outdir, exist_ok=True)
    text = open(src, encoding="utf-8").read()
    for i, b64 in enumerate(re.findall(r"data:image/jpeg;base64,([A-Za-z0-9+/=]+)", text), 1):
        with open(os.path.join(outdir, f"image-{i:02}.jpg"), "wb") as f:
            f.write(base64.b64decode(b64))
    print("extracted to", outdir)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("record", nargs="?"); ap.add_argument("-o")
    ap.add_argument("--extract"); ap.add_argument("--out", default="extracted")
    a = ap.parse_args()
    if a.extract:
        extract(a.extract, a.out)
    else:
        build(yaml.safe_load(open(a.record)), a.o)
        print("wrote", a.o)

if __name__ == "__main__":
    main()
