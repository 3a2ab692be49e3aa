#!/usr/bin/env python3
"""Add or remove an analytics prefix on <enclosure url> attributes."""
import argparse
import re
from pathlib import Path

ENC = re.compile(r'(<enclosure\b[^>]*\burl=")([^"]+)(")')


def add(url, prefix):
    if url.startswith(prefix):
        return url
    return prefix + re.sub(r"^https?://", "", url)


def remove(url, prefix):
    return "https://" + url[len(prefix):] if url.startswith(prefix) else url


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("feed")
    ap.add_argument("--prefix", default="https://op3.dev/e/")
    ap.add_argument("--remove", action="store_true")
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    xml = Path(a.feed).read_text(encoding="utf-8")
    fn = remove if a.remove else add
    out, n = ENC.subn(lambda m: m.group(1) + fn(m.group(2), a.prefix) + m.group(3), xml)
    Path(a.output).write_text(out, encoding="utf-8")
    print(f"{'removed' if a.remove else 'prefixed'} {n} enclosures -> {a.output}")


if __name__ == "__main__":
    main()
