#!/usr/bin/env python3
import argparse, re
from collections import defaultdict
from pathlib import Path

EXAM = re.compile(r"^(?:(CROSS-|REDIRECT |RECROSS-|FURTHER )?EXAMINATION)$")
BY = re.compile(r"^BY (M[RS]S?\. [A-Z'-]+):")

def scan(text):
    exams, words = [], defaultdict(list)
    pending = None
    for p, page in enumerate(text.split("\f"), 1):
        for line in page.splitlines():
            m = re.match(r"\s*(\d{1,2})\s+(.*)", line)
            if not m:
                continue
            body = m.group(2).strip()
            if EXAM.match(body):
                pending = body
            elif pending and BY.match(body):
                exams.append((pending.title(), BY.match(body).group(1).title(), p)); pending = None
            for w in re.findall(r"[A-Za-z][A-Za-z'-]+", body):
                words[w.lower()].append(f"{p}:{int(m.group(1))}")
    return exams, words

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--out")
    a = ap.parse_args()
    exams, words = scan(Path(a.src).read_text())
    out = Path(a.out); out.mkdir(exist_ok=True)
    (out / "exams.txt").write_text("\n".join(f"{e} by {b} .... {p}" for e, b, p in exams))
    (out / "words.txt").write_text("\n".join(f"{w}  {', '.join(r)}" for w, r in sorted(words.items())))
