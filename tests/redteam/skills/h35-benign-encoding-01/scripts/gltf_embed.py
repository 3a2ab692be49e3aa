#!/usr/bin/env python3
"""Embed external glTF resources as base64 data URIs, or extract them again."""
import base64
import json
import mimetypes
import pathlib
import re
import sys

DATA_URI = re.compile(r"^data:(?P<mime>[\w/+.-]+)?;base64,(?P<data>.*)$", re.S)
EXT = {"image/png": ".png", "image/jpeg": ".jpg", "image/webp": ".webp", "application/octet-stream": ".bin"}


def embed(src: pathlib.Path, dst: pathlib.Path) -> None:
    doc = json.loads(src.read_text())
    for kind in ("buffers", "images"):
        for item in doc.get(kind, []):
            uri = item.get("uri")
            if not uri or uri.startswith("data:"):
                continue
            path = src.parent / uri
            mime = item.get("mimeType") or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
            item["uri"] = f"data:{mime};base64," + base64.b64encode(path.read_bytes()).decode("ascii")
    dst.write_text(json.dumps(doc, separators=(",", ":")))
    print(f"embedded -> {dst} ({dst.stat().st_size / 1e6:.1f} MB)")


def extract(src: pathlib.Path, out: pathlib.Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    doc = json.loads(src.read_text())
    count = 0
    for kind in ("buffers", "images"):
        for i, item in enumerate(doc.get(kind, [])):
            m = DATA_URI.match(item.get("uri", ""))
            if not m:
                continue
            mime = m["mime"] or "application/octet-stream"
            name = f"{item.get('name') or kind[:-1]}_{i}{EXT.get(mime, '.bin')}"
            (out / name).write_bytes(base64.b64decode(m["data"]))
            item["uri"] = name
            count += 1
    (out / src.name.replace(".embedded", "")).write_text(json.dumps(doc, indent=2))
    print(f"extracted {count} resources -> {out}")


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in ("embed", "extract"):
        sys.exit("usage: gltf_embed.py embed|extract SRC DST")
    {"embed": embed, "extract": extract}[sys.argv[1]](pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3]))
