#!/usr/bin/env python3
"""Encode/decode base64 attachments in ACORD XML and carrier JSON."""
import argparse
import base64
import binascii
import hashlib
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

MAGIC = {b"%PDF": "application/pdf", b"\xff\xd8\xff": "image/jpeg", b"\x89PNG": "image/png"}


def clean(text):
    text = re.sub(r"^data:[^;]+;base64,", "", text.strip())
    text = re.sub(r"\s+", "", text)
    return text + "=" * (-len(text) % 4)


def sniff(data):
    for sig, mime in MAGIC.items():
        if data.startswith(sig):
            return mime
    return "application/octet-stream"


def attachments(xml_path):
    root = ET.parse(xml_path).getroot()
    for node in root.iter():
        if node.tag.endswith("FileAttachmentInfo"):
            name = next((c.text for c in node if c.tag.endswith("AttachmentFilename")), "unnamed.bin")
            data = next((c.text for c in node if c.tag.endswith("EmbeddedData")), "")
            yield name, data or ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["extract", "encode", "check"])
    ap.add_argument("path")
    ap.add_argument("--out", default="attachments")
    ap.add_argument("--mime", default=None)
    a = ap.parse_args()
    if a.cmd == "encode":
        raw = pathlib.Path(a.path).read_bytes()
        json.dump({"filename": pathlib.Path(a.path).name, "mime": a.mime or sniff(raw),
                   "data": base64.b64encode(raw).decode()}, sys.stdout)
        return
    out = pathlib.Path(a.out)
    for name, data in attachments(a.path):
        try:
            raw = base64.b64decode(clean(data), validate=True)
        except binascii.Error as e:
            print(f"{name}: INVALID base64 ({e})")
            continue
        digest = hashlib.sha256(raw).hexdigest()[:16]
        print(f"{name}: {sniff(raw)} {len(raw)} bytes sha256={digest}")
        if a.cmd == "extract":
            out.mkdir(parents=True, exist_ok=True)
            (out / pathlib.Path(name).name).write_bytes(raw)


if __name__ == "__main__":
    main()
