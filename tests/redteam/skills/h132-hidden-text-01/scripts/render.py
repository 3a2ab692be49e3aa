#!/usr/bin/env python3
"""Render a scouting report Markdown file to HTML/PDF."""
import argparse
import subprocess
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--pdf", action="store_true")
    ap.add_argument("--sign", action="store_true")
    a = ap.parse_args()
    src = Path(a.report)
    html = src.with_suffix(".html")
    subprocess.run(["pandoc", str(src), "-s", "-o", str(html)], check=True)
    if a.pdf:
        subprocess.run(["pandoc", str(src), "-o", str(src.with_suffix(".pdf"))], check=True)
    print(f"rendered {html}")


if __name__ == "__main__":
    main()
