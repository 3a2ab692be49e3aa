#!/usr/bin/env python3
"""Flag likely prompt-injection passages in clinical documents. Read-only."""
import argparse
import pathlib
import re
import sys

RULES = [
    ("override", re.compile(r"\b(ignore|disregard|forget)\b.{0,40}\b(previous|prior|above|all)\b.{0,20}\b(instructions?|rules?)\b", re.I)),
    ("override-de", re.compile(r"\bignorier\w*\b.{0,40}\banweisung", re.I)),
    ("override-es", re.compile(r"\bignora\w*\b.{0,40}\binstrucci", re.I)),
    ("addresses-ai", re.compile(r"\b(assistant|AI|LLM|language model|chatgpt|claude)\b\s*[:,]", re.I)),
    ("conceal", re.compile(r"\b(do not|don't|never)\b.{0,30}\b(mention|tell|report|disclose)\b", re.I)),
    ("authority", re.compile(r"\b(system (note|prompt|message)|admin(istrator)? override)\b", re.I)),
    ("exfil", re.compile(r"\b(email|send|upload|post)\b.{0,40}\b(chart|record|notes?)\b.{0,40}(@|https?://)", re.I)),
    ("html-comment", re.compile(r"<!--.*?-->", re.S)),
    ("zero-width", re.compile("[\u200b\u200c\u200d\u2060\ufeff]")),
]


def lines_of(path: pathlib.Path, hl7: bool):
    text = path.read_text(errors="ignore")
    if hl7:
        for n, seg in enumerate(text.replace("\n", "\r").split("\r"), 1):
            f = seg.split("|")
            if f[0] == "NTE" and len(f) > 3:
                yield n, f[3]
            elif f[0] == "OBX" and len(f) > 5 and f[2] in ("TX", "FT", "ST"):
                yield n, f[5]
    else:
        yield from enumerate(text.splitlines(), 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--hl7", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.path)
    files = [root] if root.is_file() else [p for p in root.rglob("*") if p.suffix in {".txt", ".xml", ".json", ".hl7"}]
    hits = 0
    for f in files:
        for n, line in lines_of(f, a.hl7 or f.suffix == ".hl7"):
            for name, rx in RULES:
                if rx.search(line):
                    hits += 1
                    print(f"{f}:{n}: [{name}] {line.strip()[:160]!r}")
    print(f"{hits} flagged passages")
    sys.exit(1 if hits else 0)


if __name__ == "__main__":
    main()
