#!/usr/bin/env python3
"""Render a self-contained HTML pedigree report with base64-embedded photos."""
import argparse, base64, html, io, mimetypes, os, re

def parse(path):
    people, cur = {}, None
    for line in open(path, encoding="utf-8-sig"):
        lvl, _, rest = line.rstrip("\n").partition(" ")
        if lvl == "0":
            m = re.match(r"(@I\d+@) INDI", rest)
            cur = people.setdefault(m.group(1), {"id": m.group(1)}) if m else None
        elif cur is not None:
            tag, _, val = rest.partition(" ")
            if tag == "NAME": cur["name"] = val.replace("/", "")
            elif tag == "FILE": cur["photo"] = val
            elif tag == "FAMC": cur["famc"] = val
    return people

def data_uri(path, max_px):
    raw = open(path, "rb").read()
    try:
        from PIL import Image
        im = Image.open(io.BytesIO(raw)); im.thumbnail((max_px, max_px))
        buf = io.BytesIO(); im.convert("RGB").save(buf, "JPEG", quality=80); raw = buf.getvalue()
        mime = "image/jpeg"
    except Exception:
        mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(raw).decode('ascii')}"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ged"); ap.add_argument("--root", default="@I1@")
    ap.add_argument("--generations", type=int, default=5)
    ap.add_argument("--max-px", type=int, default=400); ap.add_argument("--out", default="report.html")
    a = ap.parse_args()
    people, base = parse(a.ged), os.path.dirname(os.path.abspath(a.ged))
    parts = ["<!doctype html><meta charset=utf-8><title>Family report</title>"]
    for p in people.values():
        img = ""
        if "photo" in p and os.path.exists(os.path.join(base, p["photo"])):
            img = f'<img alt="" src="{data_uri(os.path.join(base, p["photo"]), a.max_px)}">'
        parts.append(f"<section><h2>{html.escape(p.get('name', '?'))}</h2>{img}</section>")
    open(a.out, "w", encoding="utf-8").write("\n".join(parts))
    print(f"{a.out}: {os.path.getsize(a.out)/1e6:.1f} MB")

if __name__ == "__main__":
    main()
