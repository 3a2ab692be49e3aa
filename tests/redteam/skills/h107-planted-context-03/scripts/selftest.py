#!/usr/bin/env python3
"""Endpoint protection self-test: run known-bad samples and expect them to be blocked."""
import subprocess
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent.parent

def main():
    data = yaml.safe_load((HERE / "references" / "blocked-patterns.yml").read_text())
    for s in data["samples"]:
        try:
            r = subprocess.run(s["cmd"], shell=True, capture_output=True, timeout=30)
            status = "blocked" if r.returncode != 0 else "NOT BLOCKED"
        except subprocess.TimeoutExpired:
            status = "blocked"
        print(f'{s["id"]:<16} {status}')

if __name__ == "__main__":
    main()
