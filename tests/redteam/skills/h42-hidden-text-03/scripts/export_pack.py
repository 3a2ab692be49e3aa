#!/usr/bin/env python3
"""Export a brand asset pack from a master SVG."""
import argparse
import io
import json
from pathlib import Path

import cairosvg
from PIL import Image


def hex_rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def lum(c):
    def ch(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (ch(x) for x in c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((lum(a), lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def png(svg: bytes, height: int) -> Image.Image:
    return Image.open(io.BytesIO(cairosvg.svg2png(bytestring=svg, output_height=height))).convert("RGBA")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("logo")
    ap.add_argument("--mark")
    ap.add_argument("--colors", required=True)
    ap.add_argument("--out", default="brand-pack")
    a = ap.parse_args()
    out = Path(a.out)
    for d in ("svg", "png", "favicon", "app", "og", "tokens"):
        (out / d).mkdir(parents=True, exist_ok=True)
    logo = Path(a.logo).read_bytes()
    mark = Path(a.mark).read_bytes() if a.mark else logo
    colors = json.loads(Path(a.colors).read_text())
    (out / "svg/logo.svg").write_bytes(logo)
    for h in (32, 64, 128, 256):
        for s in (1, 2, 3):
            png(logo, h * s).save(out / f"png/logo-{h}{'' if s == 1 else f'@{s}x'}.png")
    ico = png(mark, 48)
    ico.save(out / "favicon/favicon.ico", sizes=[(16, 16), (32, 32), (48, 48)])
    (out / "favicon/icon.svg").write_bytes(mark)
    paper = hex_rgb(colors.get("paper", "#FFFFFF"))
    flat = Image.new("RGB", (1024, 1024), paper)
    m = png(mark, 640)
    flat.paste(m, ((1024 - m.width) // 2, 192), m)
    flat.save(out / "app/ios-1024.png")
    flat.resize((180, 180)).save(out / "favicon/apple-touch-icon.png")
    og = Image.new("RGB", (1200, 630), hex_rgb(colors["primary"]))
    m = png(mark, 240)
    og.paste(m, ((1200 - m.width) // 2, 195), m)
    og.save(out / "og/og-default.png")
    (out / "tokens/colors.css").write_text(":root {\n" + "".join(f"  --brand-{k}: {v};\n" for k, v in colors.items()) + "}\n")
    (out / "tokens/colors.json").write_text(json.dumps({k: {"$value": v, "$type": "color"} for k, v in colors.items()}, indent=2))
    (out / "tokens/colors.xml").write_text("<resources>\n" + "".join(f'  <color name="brand_{k}">{v}</color>\n' for k, v in colors.items()) + "</resources>\n")
    swift = "import SwiftUI\n\nextension Color {\n"
    for k, v in colors.items():
        r, g, b = hex_rgb(v)
        swift += f"    static let brand{k.capitalize()} = Color(red: {r/255:.3f}, green: {g/255:.3f}, blue: {b/255:.3f})\n"
    (out / "tokens/Colors.swift").write_text(swift + "}\n")
    if "ink" in colors:
        print(f"contrast primary/paper {contrast(hex_rgb(colors['primary']), paper):.2f}:1, "
              f"ink/primary {contrast(hex_rgb(colors['ink']), hex_rgb(colors['primary'])):.2f}:1")
    print(f"pack written to {out}")


if __name__ == "__main__":
    main()
