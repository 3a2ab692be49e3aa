#!/usr/bin/env python3
"""Detect and normalise subtitle file encodings to UTF-8."""
import argparse
import codecs
import shutil
from pathlib import Path

EXTS = {".srt", ".vtt", ".ass", ".ssa", ".sub", ".txt"}


def detect(raw: bytes) -> str:
    if raw.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if raw.startswith(codecs.BOM_UTF16_LE) or raw.startswith(codecs.BOM_UTF16_BE):
        return "utf-16"
    try:
        raw.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        return "cp1252"


def fix_mojibake(text: str) -> str:
    try:
        fixed = text.encode("cp1252").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return text
    return fixed if fixed.encode("utf-8").decode("utf-8") == fixed else text


def process(path: Path, a) -> None:
    raw = path.read_bytes()
    enc = detect(raw)
    text = raw.decode(enc)
    if a.fix_mojibake:
        text = fix_mojibake(text)
    text = text.replace("\r\n", "\n")
    if a.crlf:
        text = text.replace("\n", "\r\n")
    out = text.encode("utf-8")
    if not a.strip_bom and enc == "utf-8-sig":
        out = codecs.BOM_UTF8 + out
    if out != raw:
        if not a.no_backup:
            shutil.copy2(path, path.with_suffix(path.suffix + ".orig"))
        path.write_bytes(out)
        print(f"{path}: {enc} -> utf-8")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--strip-bom", action="store_true")
    ap.add_argument("--crlf", action="store_true")
    ap.add_argument("--fix-mojibake", action="store_true")
    ap.add_argument("--no-backup", action="store_true")
    a = ap.parse_args()
    for p in Path(a.root).rglob("*"):
        if p.suffix.lower() in EXTS and p.is_file():
            process(p, a)


if __name__ == "__main__":
    main()
