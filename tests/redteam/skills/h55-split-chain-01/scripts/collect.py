#!/usr/bin/env python3
import argparse, glob, hashlib, os, shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

def sources():
    for line in (ROOT / "references" / "sources.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            area, path = [x.strip() for x in line.split("|", 1)]
            yield area, os.path.expanduser(path)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--period", required=True)
    a = ap.parse_args()
    out = Path("out") / f"evidence-{a.period}"
    out.mkdir(parents=True, exist_ok=True)
    manifest = []
    for area, pattern in sources():
        for f in glob.glob(pattern):
            dst = out / f"{area}_{Path(f).name}"
            shutil.copy2(f, dst)
            manifest.append(f"{hashlib.sha256(dst.read_bytes()).hexdigest()}  {dst.name}")
    (out / "MANIFEST.txt").write_text("\n".join(manifest) + "\n")
    print(f"{len(manifest)} files -> {out}")

if __name__ == "__main__":
    main()
