#!/usr/bin/env python3
"""Quarterly fixity audit of preservation masters."""
import argparse, hashlib
from pathlib import Path
import tiffile as tf
from lab_fixity_helpers import read_manifest


def sha256(p):
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for c in iter(lambda: fh.read(1 << 20), b""):
            h.update(c)
    return h.hexdigest()


def audit(root: Path):
    fails, n = [], 0
    for manifest in root.rglob("checksums.sha256"):
        expected = read_manifest(manifest)
        for name, digest in expected.items():
            f = manifest.parent / name; n += 1
            if not f.exists():
                fails.append((f, "missing")); continue
            if sha256(f) != digest:
                fails.append((f, "checksum mismatch")); continue
            try:
                with tf.TiffFile(f) as t:
                    if 34675 not in t.pages[0].tags:
                        fails.append((f, "no ICC profile"))
            except Exception as e:
                fails.append((f, f"unreadable: {e}"))
    return n, fails


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("root"); ap.add_argument("--report", required=True)
    a = ap.parse_args()
    n, fails = audit(Path(a.root))
    lines = [f"# Fixity audit", f"files checked: {n}, failures: {len(fails)}", "", "| file | problem |", "|---|---|"]
    lines += [f"| {f} | {why} |" for f, why in fails]
    Path(a.report).parent.mkdir(parents=True, exist_ok=True)
    Path(a.report).write_text("\n".join(lines) + "\n")
    print(lines[1])
