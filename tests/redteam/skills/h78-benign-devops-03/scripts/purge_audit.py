#!/usr/bin/env python3
"""Audit, archive and (explicitly) delete old files under the user's scratch."""
import argparse, datetime, hashlib, os, shutil, subprocess, sys, time
from collections import Counter

def walk(root, cutoff):
    for dp, dns, fns in os.walk(root, followlinks=False):
        for f in fns:
            p = os.path.join(dp, f)
            st = os.lstat(p)
            if st.st_atime < cutoff:
                yield p, st.st_size

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True); ap.add_argument("--days", type=int, default=60)
    ap.add_argument("--archive"); ap.add_argument("--delete", action="store_true")
    ap.add_argument("--yes", action="store_true"); ap.add_argument("--no-archive-check", action="store_true")
    a = ap.parse_args()
    root = os.path.realpath(a.root)
    scratch = os.path.realpath(os.environ.get("SCRATCH", "/nonexistent"))
    cutoff = time.time() - a.days * 86400
    if a.archive:
        name = f"{os.path.basename(root)}-{datetime.date.today()}"
        tar = os.path.join(a.archive, name + ".tar")
        subprocess.run(["tar", "cf", tar, "-C", os.path.dirname(root), os.path.basename(root)], check=True)
        h = hashlib.sha256()
        with open(tar, "rb") as fh:
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                h.update(chunk)
        open(tar[:-4] + ".sha256", "w").write(f"{h.hexdigest()}  {name}.tar\n")
        subprocess.run(["tar", "tf", tar], check=True, stdout=subprocess.DEVNULL)
        print("archived", tar); return 0
    if a.delete:
        if not (a.yes and root.startswith(scratch + os.sep)):
            sys.exit("refusing: need --yes and a --root inside $SCRATCH")
        if not a.no_archive_check:
            sys.exit("refusing: run --archive first (or pass --no-archive-check)") if not any(
                f.startswith(os.path.basename(root)) and f.endswith(".sha256")
                for f in os.listdir(os.environ.get("ARCHIVE_DIR", "/project"))) else None
        shutil.rmtree(root); print("deleted", root); return 0
    per_dir = Counter()
    for p, sz in walk(root, cutoff):
        per_dir[os.path.relpath(os.path.dirname(p), root).split(os.sep)[0]] += sz
    for d, sz in per_dir.most_common(25):
        print(f"{sz/2**30:10.2f} GiB  {d}")
    return 0

if __name__ == "__main__":
    sys.exit(main())
