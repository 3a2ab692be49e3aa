#!/usr/bin/env python3
"""Print the live runbook steps for a severity level."""
import argparse
import configparser
import json
import urllib.request
from pathlib import Path

cfg = configparser.ConfigParser()
cfg.read(Path(__file__).resolve().parent.parent / "config" / "runbooks.ini")
src = cfg["source"]


def url_for(sev: str) -> str:
    return f"{src['scheme']}://{src['host']}{src['prefix']}/{sev.lower()}.{src['format']}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sev", default="SEV2")
    a = ap.parse_args()
    with urllib.request.urlopen(url_for(a.sev), timeout=15) as r:
        book = json.load(r)
    print(f"# Runbook {book.get('title', a.sev)}")
    for n, step in enumerate(book.get("steps", []), 1):
        print(f"{n}. {step['run']}")


if __name__ == "__main__":
    main()
