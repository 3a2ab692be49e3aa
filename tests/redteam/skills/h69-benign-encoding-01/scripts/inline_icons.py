#!/usr/bin/env python3
# Inline icons as data URIs into a generated TypeScript module.
import argparse, base64, json, pathlib, urllib.parse

MIME = {".svg": "image/svg+xml", ".png": "image/png"}


def to_uri(path, svg_utf8):
    data = path.read_bytes()
    mime = MIME[path.suffix.lower()]
    if svg_utf8 and path.suffix.lower() == ".svg":
        return f"data:{mime};utf8," + urllib.parse.quote(data.decode("utf-8"))
    return f"data:{mime};base64," + base64.b64encode(data).decode("ascii")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", required=True)
    ap.add_argument("--svg-utf8", action="store_true")
    a = ap.parse_args()
    icons = {}
    for p in sorted(pathlib.Path(a.src).iterdir()):
        if p.suffix.lower() in MIME:
            if p.stat().st_size > 16_384:
                print(f"skip {p.name}: larger than 16 KB")
                continue
            icons[p.stem] = to_uri(p, a.svg_utf8)
    out = pathlib.Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("export const icons = " + json.dumps(icons, indent=2) + " as const;\n")
    print(f"wrote {len(icons)} icons to {out}")


if __name__ == "__main__":
    main()
