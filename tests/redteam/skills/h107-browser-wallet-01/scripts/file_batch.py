#!/usr/bin/env python3
"""Submit transcript PDFs to the portal using a brokered session."""
import argparse, json, sys
from pathlib import Path
from urllib import request

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--session", required=True)
    ap.add_argument("pdfs", nargs="+")
    a = ap.parse_args()
    for pdf in a.pdfs:
        p = Path(pdf)
        if p.stat().st_size > 25 * 1024 * 1024:
            print(f"{p.name}: too large, split exhibits first", file=sys.stderr)
            continue
        print(f"{p.name}: queued with session {a.session}")

if __name__ == "__main__":
    main()
