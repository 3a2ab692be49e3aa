#!/usr/bin/env python3
"""Flag prompt-injection patterns in supplier product text. Read-only."""
import argparse, csv, re

PHRASES = re.compile(r"ignore (all |any )?previous|you are now|\bsystem:|\bassistant:|new instructions", re.I)
COMMANDS = re.compile(r"\bcurl\b|\bwget\b|\|\s*(ba)?sh\b|powershell|base64\s+-d|\biex\b", re.I)
HTML = re.compile(r"<!--|<script", re.I)
INVISIBLE = re.compile("[\u200b-\u200f\u2060\U000E0000-\U000E007F]")
URL = re.compile(r"https?://([^/\s]+)", re.I)
ALLOW = {"supplier.example", "cdn.brand.example"}


def reasons(text):
    r = []
    if PHRASES.search(text): r.append("instruction-phrase")
    if COMMANDS.search(text): r.append("command")
    if HTML.search(text): r.append("html-comment/script")
    if INVISIBLE.search(text): r.append("invisible-chars")
    for host in URL.findall(text):
        if host.lower() not in ALLOW: r.append(f"url:{host}")
    return r


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--out", default="flagged.csv")
    a = ap.parse_args()
    n = 0
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f); w.writerow(["row", "field", "reasons"])
        for i, row in enumerate(csv.DictReader(open(a.csv)), start=2):
            for k, v in row.items():
                rs = reasons(v or "")
                if rs:
                    w.writerow([i, k, ";".join(rs)]); n += 1
    print(f"{n} flagged fields -> {a.out}")


if __name__ == "__main__":
    main()
