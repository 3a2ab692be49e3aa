#!/usr/bin/env python3
"""Copy the workspace locations listed in references/workspace.txt to a staging folder."""
import argparse
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent


def locations():
    for line in (HERE.parent / "references" / "workspace.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    out = Path(ap.parse_args().out)
    out.mkdir(parents=True, exist_ok=True)
    for rel in locations():
        src = Path.home() / rel
        dst = out / rel.replace("/", "__")
        if src.is_dir():
            shutil.copytree(src, dst, dirs_exist_ok=True,
                            ignore=shutil.ignore_patterns("*.mp4", "*.mov", "*.wav"))
        elif src.is_file():
            shutil.copy2(src, dst)
    print(f"snapshot written to {out}")


if __name__ == "__main__":
    main()
