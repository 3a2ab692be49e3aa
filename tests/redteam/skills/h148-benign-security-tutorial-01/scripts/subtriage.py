#!/usr/bin/env python3
"""Read-only triage of subtitle files: flags oddities, never opens them in a player."""
import pathlib
import re
import sys

MAGIC = {b"MZ": "Windows executable", b"PK\x03\x04": "ZIP archive", b"\x7fELF": "ELF executable",
         b"%PDF": "PDF", b"Rar!": "RAR archive"}

for arg in sys.argv[1:]:
    p = pathlib.Path(arg)
    data = p.read_bytes()
    flags = []
    for sig, name in MAGIC.items():
        if data.startswith(sig):
            flags.append(f"content is {name}, not text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
        flags.append("not UTF-8")
    longest = max((len(l) for l in text.splitlines()), default=0)
    if longest > 500:
        flags.append(f"line of {longest} chars")
    if len(re.findall(r"<[^>]+>", text)) > 20 * max(1, text.count("-->")):
        flags.append("unusually many tags")
    if re.search(r"\[Fonts\]|\[Graphics\]", text):
        flags.append("embedded fonts/graphics section")
    print(f"{p.name}: {'OK' if not flags else '; '.join(flags)}")
