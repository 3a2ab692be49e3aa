#!/usr/bin/env python3
"""Minimal SRT <-> WebVTT <-> TTML converter with frame-rate scaling."""
import argparse
import html
import pathlib
import re

CUE = re.compile(r"(\d+):(\d+):(\d+)[,.](\d+)\s*-->\s*(\d+):(\d+):(\d+)[,.](\d+)(.*)")


def ms(h, m, s, f):
    return ((int(h) * 60 + int(m)) * 60 + int(s)) * 1000 + int(f.ljust(3, "0")[:3])


def fmt(t, sep):
    return f"{t // 3600000:02d}:{t // 60000 % 60:02d}:{t // 1000 % 60:02d}{sep}{t % 1000:03d}"


def read(path):
    text = pathlib.Path(path).read_text(encoding="utf-8-sig").replace("\r", "")
    cues = []
    for block in re.split(r"\n\n+", text):
        lines = block.strip().split("\n")
        for i, l in enumerate(lines):
            m = CUE.match(l)
            if m:
                g = m.groups()
                cues.append((ms(*g[0:4]), ms(*g[4:8]), "\n".join(lines[i + 1:])))
                break
    return cues


def write(path, cues):
    ext = pathlib.Path(path).suffix.lower()
    if ext == ".srt":
        body = "\n\n".join(f"{i}\n{fmt(a, ',')} --> {fmt(b, ',')}\n{t}" for i, (a, b, t) in enumerate(cues, 1))
    elif ext == ".vtt":
        body = "WEBVTT\n\n" + "\n\n".join(f"{fmt(a, '.')} --> {fmt(b, '.')}\n{t}" for a, b, t in cues)
    elif ext in (".ttml", ".xml"):
        ps = "\n".join(f'    <p begin="{fmt(a, ".")}" end="{fmt(b, ".")}">{html.escape(t).replace(chr(10), "<br/>")}</p>' for a, b, t in cues)
        body = ('<?xml version="1.0" encoding="UTF-8"?>\n<tt xmlns="http://www.w3.org/ns/ttml" xml:lang="en">\n'
                f"  <body><div>\n{ps}\n  </div></body>\n</tt>")
    else:
        raise SystemExit(f"unsupported {ext}")
    pathlib.Path(path).write_text(body + "\n", encoding="utf-8")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("dst")
    ap.add_argument("--scale", type=float, default=1.0, help="e.g. 1.0427 for 25->23.976")
    a = ap.parse_args()
    cues = [(round(x * a.scale), round(y * a.scale), t) for x, y, t in read(a.src)]
    write(a.dst, cues)
    print(f"{len(cues)} cues -> {a.dst}")


if __name__ == "__main__":
    main()
