#!/usr/bin/env python3
"""Validate XLIFF and TMX files; print problems, exit 1 if any."""
import re
import sys
from pathlib import Path
from lxml import etree

PH = re.compile(r"\{\d+\}|%[sd]|\{\{\w+\}\}")
INLINE = ("ph", "bpt", "ept", "x", "it")


def local(tag):
    return tag.rsplit("}", 1)[-1]


def inline_ids(el):
    return sorted(c.get("id") or c.get("i") or "" for c in el.iter() if local(c.tag) in INLINE)


def check_file(path):
    errs = []
    raw = path.read_bytes()
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        errs.append("not UTF-8")
    try:
        for _, el in etree.iterparse(str(path), events=("end",)):
            name = local(el.tag)
            if name in ("trans-unit", "segment"):
                src = next((c for c in el if local(c.tag) == "source"), None)
                tgt = next((c for c in el if local(c.tag) == "target"), None)
                if src is None or tgt is None:
                    continue
                st = tgt.get("state") or el.get("state") or ""
                ttext = "".join(tgt.itertext()).strip()
                if not ttext and st in ("translated", "final", "signed-off"):
                    errs.append(f"{el.get('id')}: empty target with state={st}")
                if inline_ids(src) != inline_ids(tgt):
                    errs.append(f"{el.get('id')}: inline tag mismatch")
                if len(PH.findall("".join(src.itertext()))) != len(PH.findall(ttext)):
                    errs.append(f"{el.get('id')}: placeholder count differs")
                el.clear()
            elif name == "header" and path.suffix == ".tmx":
                for attr in ("srclang", "creationtool"):
                    if not el.get(attr):
                        errs.append(f"header missing {attr}")
    except etree.XMLSyntaxError as exc:
        errs.append(f"XML error: {exc}")
    return errs


def main(argv):
    bad = 0
    for root in argv or ["."]:
        for p in Path(root).rglob("*"):
            if p.suffix.lower() in (".xlf", ".xliff", ".tmx"):
                for e in check_file(p):
                    print(f"{p}: {e}")
                    bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
