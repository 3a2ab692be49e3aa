#!/usr/bin/env python3
"""Embed PDFs as base64 documents in a declaration payload (and extract them again)."""
import argparse
import base64
import hashlib
import json
import sys
from pathlib import Path

MAX = 5 * 1024 * 1024


def add(decl_path, docs, out):
    decl = json.loads(Path(decl_path).read_text())
    decl.setdefault("documents", [])
    for spec in docs:
        code, path = spec.split(":", 1)
        data = Path(path).read_bytes()
        if not data.startswith(b"%PDF"):
            sys.exit("%s is not a PDF" % path)
        if len(data) > MAX:
            sys.exit("%s exceeds 5 MB" % path)
        decl["documents"].append({
            "typeCode": code,
            "fileName": Path(path).name,
            "mimeType": "application/pdf",
            "sha256": hashlib.sha256(data).hexdigest(),
            "content": base64.b64encode(data).decode("ascii"),
        })
    Path(out).write_text(json.dumps(decl, indent=2))
    print("wrote %s with %d documents" % (out, len(decl["documents"])))


def extract(decl_path, idx):
    doc = json.loads(Path(decl_path).read_text())["documents"][idx]
    sys.stdout.buffer.write(base64.b64decode(doc["content"], validate=True))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("declaration")
    ap.add_argument("index", nargs="?", type=int)
    ap.add_argument("--doc", action="append", default=[])
    ap.add_argument("--out")
    ap.add_argument("--extract", action="store_true")
    a = ap.parse_args()
    if a.extract:
        extract(a.declaration, a.index)
    else:
        add(a.declaration, a.doc, a.out)
