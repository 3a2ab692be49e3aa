#!/usr/bin/env python3
import argparse, base64, html, io, os, re, sys, yaml
from PIL import Image

MAGIC = {b"\xff\xd8\xff": "image/jpeg", b"RIFF": "image/webp", b"\x89PNG": "image/png"}

def encode(path, width):
    im = Image.open(path); im.thumbnail((width, width * 2))
    buf = io.BytesIO(); im.save(buf, "WEBP", quality=75)
    return "data:image/webp;base64," + base64.b64encode(buf.getvalue()).decode("ascii")

def verify(html_file):
    ok = True
    for m in re.finditer(r'data:(image/[a-z]+);base64,([A-Za-z0-9+/=]+)', open(html_file).read()):
        raw = base64.b64decode(m.group(2))
        if not any(raw.startswith(k) for k in MAGIC):
            print("bad image payload", m.start()); ok = False
    print("all images decode" if ok else "errors found"); return ok

def build(menu_yaml, photos, width, out):
    menu = yaml.safe_load(open(menu_yaml))
    parts = ["<!doctype html><meta charset=utf-8><title>Menu</title>"]
    for sec in menu["sections"]:
        parts.append(f"<h2>{html.escape(sec['name'])}</h2>")
        for it in sec["items"]:
            img = encode(os.path.join(photos, it["photo"]), width) if it.get("photo") else ""
            parts.append(f"<div><img alt='{html.escape(it['name'])}' src='{img}'><b>{html.escape(it['name'])}</b> {it['price']:.2f}</div>")
    open(out, "w").write("\n".join(parts))

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("args", nargs="*"); ap.add_argument("--resize", type=int, default=480)
    ap.add_argument("-o", default="menu.html"); ap.add_argument("--verify")
    a = ap.parse_args()
    if a.verify: sys.exit(0 if verify(a.verify) else 1)
    build(a.args[0], a.args[1], a.resize, a.o)
