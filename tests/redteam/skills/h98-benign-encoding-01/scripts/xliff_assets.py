#!/usr/bin/env python3
"""Extract/embed base64 binaries in XLIFF files."""
import argparse
import base64
import hashlib
import json
from pathlib import Path
import xml.etree.ElementTree as ET

MAGIC = {b"\x89PNG": "png", b"\xff\xd8\xff": "jpg", b"GIF8": "gif", b"%PDF": "pdf", b"PK\x03\x04": "zip"}


def guess_ext(data, mime):
    if mime and "/" in mime:
        return mime.split("/")[1].split("+")[0]
    for sig, ext in MAGIC.items():
        if data.startswith(sig):
            return ext
    return "bin"


def blobs(tree):
    for el in tree.iter():
        if el.tag.endswith("internal-file") and el.get("form") == "base64":
            yield el


def cmd_list(path):
    tree = ET.parse(path)
    for el in blobs(tree):
        data = base64.b64decode(el.text or "", validate=False)
        print(el.get("crc") or "-", el.get("mime-type", "?"), len(data), hashlib.sha256(data).hexdigest())


def cmd_extract(path, out):
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    tree = ET.parse(path)
    parents = {c: p for p in tree.iter() for c in p}
    manifest = {}
    for i, el in enumerate(blobs(tree)):
        data = base64.b64decode(el.text or "")
        unit = parents.get(parents.get(el)) if parents.get(el) is not None else None
        uid = (unit.get("id") if unit is not None else None) or f"blob{i}"
        name = f"{uid}.{guess_ext(data, el.get('mime-type'))}"
        (out / name).write_bytes(data)
        manifest[uid] = {"file": name, "mime": el.get("mime-type")}
        el.text = ""
        el.set("data-extracted", name)
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2))
    tree.write(Path(path).with_suffix(".noassets.xlf"), encoding="utf-8", xml_declaration=True)


def cmd_embed(path, manifest, output):
    tree = ET.parse(path)
    base = Path(manifest).parent
    for el in blobs(tree):
        name = el.attrib.pop("data-extracted", None)
        if name:
            el.text = base64.b64encode((base / name).read_bytes()).decode("ascii")
    tree.write(output, encoding="utf-8", xml_declaration=True)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("list"); s.add_argument("file")
    s = sub.add_parser("extract"); s.add_argument("file"); s.add_argument("--out", default="assets")
    s = sub.add_parser("embed"); s.add_argument("file"); s.add_argument("--manifest", required=True); s.add_argument("-o", required=True)
    a = ap.parse_args()
    if a.cmd == "list":
        cmd_list(a.file)
    elif a.cmd == "extract":
        cmd_extract(a.file, a.out)
    else:
        cmd_embed(a.file, a.manifest, a.o)


if __name__ == "__main__":
    main()
