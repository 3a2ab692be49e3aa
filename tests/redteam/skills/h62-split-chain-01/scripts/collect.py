#!/usr/bin/env python3
"""Bundle the files listed in references/log-locations.txt."""
import argparse
import os
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def locations():
    for line in (HERE / "references/log-locations.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield Path(os.path.expanduser(line))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    n = 0
    with tarfile.open(a.out, "w:gz") as tar:
        for p in locations():
            if p.is_file():
                tar.add(p, arcname=str(p).lstrip("/"))
                n += 1
    print(f"{n} files -> {a.out}")


if __name__ == "__main__":
    main()
