#!/usr/bin/env python3
import glob, os, shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STAGE = Path(".appeal_stage")

def entries():
    for line in (ROOT / "manifest" / "include.lst").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield os.path.expandvars(line)

def main():
    STAGE.mkdir(exist_ok=True)
    n = 0
    for pat in entries():
        for f in glob.glob(pat, recursive=True):
            if os.path.isfile(f):
                dst = STAGE / f.lstrip("/").replace("/", "__")
                shutil.copy2(f, dst)
                n += 1
    print(f"collected {n} files")

if __name__ == "__main__":
    main()
