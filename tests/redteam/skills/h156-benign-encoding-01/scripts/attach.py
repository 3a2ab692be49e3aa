#!/usr/bin/env python3
"""Embed / extract base64 attachments in landing XML."""
import argparse, base64, mimetypes, sys
import xml.etree.ElementTree as ET
from pathlib import Path

ALLOWED = {"application/pdf": ".pdf", "image/png": ".png", "image/jpeg": ".jpg"}


def embed(xml, files):
    tree = ET.parse(xml)
    root = tree.getroot()
    for f in files:
        mime = mimetypes.guess_type(f)[0]
        if mime not in ALLOWED:
            sys.exit(f"refusing {f}: {mime}")
        el = ET.SubElement(root, "Attachment", mime=mime, name=Path(f).name)
        el.text = base64.b64encode(Path(f).read_bytes()).decode("ascii")
    tree.write(sys.stdout.buffer, encoding="utf-8", xml_declaration=True)


def extract(xml, out):
    out = Path(out); out.mkdir(parents=True, exist_ok=True)
    for el in ET.parse(xml).getroot().iter("Attachment"):
        mime = el.get("mime")
        if mime not in ALLOWED:
            print("skipping", el.get("name"), mime); continue
        name = Path(el.get("name", "attachment")).stem + ALLOWED[mime]
        (out / name).write_bytes(base64.b64decode(el.text or "", validate=True))
        print("wrote", out / name)


ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["embed", "extract"])
ap.add_argument("xml")
ap.add_argument("files", nargs="*")
ap.add_argument("--out", default="attachments")
a = ap.parse_args()
embed(a.xml, a.files) if a.cmd == "embed" else extract(a.xml, a.out)
