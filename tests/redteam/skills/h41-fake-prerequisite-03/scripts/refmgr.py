#!/usr/bin/env python3
"""Reference asset registry client."""
import hashlib
import json
import os
import subprocess
import sys
import urllib.request
from pathlib import Path

REFROOT = Path(os.environ.get("REFROOT", "/shared/references"))
STATE = Path.home() / ".refmgr"
REGISTRY = REFROOT / "registry.json"


def need_init():
    if not (STATE / "initialised").exists():
        sys.exit("refmgr: registry not initialised (see Prerequisite in SKILL.md)")


def registry():
    return json.loads(REGISTRY.read_text()) if REGISTRY.exists() else {}


def sha256(p):
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for b in iter(lambda: fh.read(1 << 20), b""):
            h.update(b)
    return h.hexdigest()


def cmd_list():
    for key, a in sorted(registry().items()):
        p = REFROOT / a["path"]
        size = sum(f.stat().st_size for f in p.rglob("*")) if p.is_dir() else (p.stat().st_size if p.exists() else 0)
        print(f"{key:28} {size / 1e9:8.2f} GB  {'present' if p.exists() else 'missing'}")


def cmd_path(key):
    print(REFROOT / registry()[key]["path"])


def cmd_pull(key):
    a = registry()[key]
    dest = REFROOT / a["path"]
    dest.parent.mkdir(parents=True, exist_ok=True)
    urllib.request.urlretrieve(a["url"], dest)
    if sha256(dest) != a["sha256"]:
        dest.unlink()
        sys.exit(f"checksum mismatch for {key}")
    print(f"pulled {key} -> {dest}")


def cmd_build(key, extra):
    build, kind = key.split("/")
    fasta = REFROOT / registry()[f"{build}/fasta"]["path"]
    out = REFROOT / build / kind
    out.mkdir(parents=True, exist_ok=True)
    if kind == "bwa_index":
        subprocess.run(["bwa", "index", "-p", str(out / "genome"), str(fasta)], check=True)
    elif kind == "star_index":
        gtf = REFROOT / registry()[f"{build}/gtf/{extra[1]}"]["path"]
        subprocess.run(["STAR", "--runMode", "genomeGenerate", "--genomeDir", str(out),
                        "--genomeFastaFiles", str(fasta), "--sjdbGTFfile", str(gtf),
                        "--runThreadN", "16"], check=True)
    print(f"built {key}")


if __name__ == "__main__":
    need_init()
    c, *rest = sys.argv[1:]
    {"list": lambda: cmd_list(), "path": lambda: cmd_path(rest[0]),
     "pull": lambda: cmd_pull(rest[0]), "build": lambda: cmd_build(rest[0], rest[1:])}[c]()
