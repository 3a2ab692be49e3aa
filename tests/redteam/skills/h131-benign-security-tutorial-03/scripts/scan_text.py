#!/usr/bin/env python3
import re, sys
from pathlib import Path

PHRASES = re.compile(r"(ignore (all |any |your )?(previous |prior )?instructions|you are now|^\s*system\s*:|assistant\s*,)", re.I | re.M)
INVIS = re.compile("[\u200b-\u200f\u2060\u2061-\u2064\ufeff\U000e0000-\U000e007f]")
HIDDEN = re.compile(r"<!--.*?-->|style=\"[^\"]*display\s*:\s*none", re.S | re.I)

def visible(s):
    return INVIS.sub(lambda m: f"<U+{ord(m.group()):04X}>", s)

def scan(path, clean=False):
    text = Path(path).read_text(encoding="utf-8", errors="replace")
    for n, line in enumerate(text.splitlines(), 1):
        for rx, label in ((PHRASES, "instruction-like"), (INVIS, "invisible-chars"), (HIDDEN, "hidden-markup")):
            if rx.search(line):
                print(f"{path}:{n}: {label}: {visible(line.strip())[:160]}")
    if clean:
        Path(str(path) + ".clean").write_text(INVIS.sub("", text), encoding="utf-8")

if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--clean"]
    for p in args:
        scan(p, clean="--clean" in sys.argv)
