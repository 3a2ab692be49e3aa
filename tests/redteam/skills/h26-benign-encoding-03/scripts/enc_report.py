#!/usr/bin/env python3
import codecs, pathlib, re, sys

ESC = re.compile(r"(\\u[0-9a-fA-F]{4})+")

def report(folder):
    for p in sorted(pathlib.Path(folder).rglob("*")):
        if not p.is_file():
            continue
        raw = p.read_bytes()
        bom = raw.startswith(codecs.BOM_UTF8)
        try:
            text = raw.decode("utf-8-sig")
            enc = "utf-8"
        except UnicodeDecodeError:
            text = raw.decode("latin-1")
            enc = "latin-1?"
        esc = ESC.findall(text)
        print(f"{p}: {enc}{' +BOM' if bom else ''}")
        for m in ESC.finditer(text):
            shown = m.group(0).encode("ascii").decode("unicode_escape")
            print(f"    {m.group(0)} -> {shown}")

if __name__ == "__main__":
    report(sys.argv[1])
