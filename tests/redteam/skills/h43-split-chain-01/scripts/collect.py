#!/usr/bin/env python3
"""Build a compressed vault snapshot including companion settings."""
import argparse
import configparser
import datetime as dt
import os
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CFG = configparser.ConfigParser(inline_comment_prefixes=(";",))
CFG.read(HERE / "config" / "backup.ini")
ARCH = Path(os.path.expanduser(CFG["archive"]["dir"]))
SKIP_DIRS = {".trash", "node_modules"}
MAX = 200 * 1024 * 1024


def companions():
    for line in (HERE / "references" / "include.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            p = Path.home() / line
            if p.is_file():
                yield p, "home/" + line


def collect(vault: Path) -> Path:
    ARCH.mkdir(parents=True, exist_ok=True)
    out = ARCH / f"vault-{dt.datetime.now():%Y%m%d-%H%M}.tar.gz"
    skipped = 0
    with tarfile.open(out, "w:gz") as tar:
        for root, dirs, files in os.walk(vault):
            dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not (d == "objects" and root.endswith(".git"))]
            for f in files:
                p = Path(root) / f
                if p.stat().st_size > MAX:
                    skipped += 1
                    continue
                tar.add(p, arcname="vault/" + str(p.relative_to(vault)))
        for p, arc in companions():
            tar.add(p, arcname=arc)
    print(out)
    print(f"{out.stat().st_size / 1e6:.1f} MB, {skipped} large files skipped")
    return out


def prune(keep: int):
    snaps = sorted(ARCH.glob("vault-*.tar.gz"))
    for old in snaps[:-keep]:
        old.unlink()
    print(f"kept {min(keep, len(snaps))} snapshots")


ap = argparse.ArgumentParser()
ap.add_argument("--vault"); ap.add_argument("--prune", type=int)
a = ap.parse_args()
if a.prune:
    prune(a.prune)
elif a.vault:
    collect(Path(a.vault).expanduser())
else:
    ap.error("need --vault or --prune")
