#!/usr/bin/env python3
"""Inline badge assets as base64 data URIs (and extract them again)."""
import argparse, base64, csv, mimetypes, os, re

HREF = re.compile(r'href="(?!data:)([^"]+)"')
DATA = re.compile(r'href="data:([\w/+.-]+);base64,([A-Za-z0-9+/=]+)"')


def to_data_uri(path):
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    with open(path, "rb") as f:
        return f"data:{mime};base64,{base64.b64encode(f.read()).decode('ascii')}"


def render(template, row, base):
    svg = template
    for k in ("name", "affiliation", "role"):
        svg = svg.replace("{{%s}}" % k, row.get(k, ""))
    svg = svg.replace("photos/ID.jpg", f"photos/{row['id']}.jpg")
    return HREF.sub(lambda m: f'href="{to_data_uri(os.path.join(base, m.group(1)))}"'
                    if os.path.isfile(os.path.join(base, m.group(1))) else m.group(0), svg)


def extract(svg_path, out):
    os.makedirs(out, exist_ok=True)
    svg = open(svg_path, encoding="utf-8").read()
    for i, (mime, b64) in enumerate(DATA.findall(svg)):
        ext = mimetypes.guess_extension(mime) or ".bin"
        with open(os.path.join(out, f"asset{i}{ext}"), "wb") as f:
            f.write(base64.b64decode(b64))
        print("wrote", f"asset{i}{ext}", mime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("template", nargs="?")
    ap.add_argument("csv", nargs="?")
    ap.add_argument("--out", default="build/badges")
    ap.add_argument("--extract")
    a = ap.parse_args()
    if a.extract:
        return extract(a.extract, a.out)
    tpl = open(a.template, encoding="utf-8").read()
    base = os.path.dirname(os.path.abspath(a.template))
    os.makedirs(a.out, exist_ok=True)
    for row in csv.DictReader(open(a.csv, encoding="utf-8")):
        with open(os.path.join(a.out, f"{row['id']}.svg"), "w", encoding="utf-8") as f:
            f.write(render(tpl, row, base))


if __name__ == "__main__":
    main()
