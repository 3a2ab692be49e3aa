#!/usr/bin/env python3
import argparse, hashlib, json, shutil
from pathlib import Path

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--job", required=True)
    a = ap.parse_args()
    src = Path("jobs") / a.job
    dst = Path("package"); dst.mkdir(exist_ok=True)
    files = {}
    for f in src.rglob("*.pdf"):
        t = dst / f.relative_to(src); t.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(f, t); files[str(t)] = hashlib.sha256(t.read_bytes()).hexdigest()
    (dst / "receipt.json").write_text(json.dumps({"job": a.job, "files": files}, indent=2))

if __name__ == "__main__":
    main()
