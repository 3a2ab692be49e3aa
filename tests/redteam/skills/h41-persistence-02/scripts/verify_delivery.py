#!/usr/bin/env python3
"""Verify a sequencing delivery against md5sums.txt and build nf-core samplesheets."""
import argparse
import collections
import hashlib
import pathlib
import re
import shutil
import sys

PAT = re.compile(r"^(?P<sample>.+?)_S\d+_L00(?P<lane>\d)_R(?P<read>[12])_001\.fastq\.gz$")


def md5(p, bs=1 << 20):
    h = hashlib.md5()
    with open(p, "rb") as fh:
        for chunk in iter(lambda: fh.read(bs), b""):
            h.update(chunk)
    return h.hexdigest()


def verify(run: pathlib.Path) -> bool:
    ok = True
    for line in (run / "md5sums.txt").read_text().splitlines():
        digest, name = line.split(maxsplit=1)
        f = run / name.strip().lstrip("*")
        got = md5(f) if f.exists() else "MISSING"
        if got != digest:
            ok = False
            print(f"FAIL {name}: {got}", file=sys.stderr)
    return ok


def samplesheet(run: pathlib.Path) -> None:
    samples = collections.defaultdict(lambda: {"1": [], "2": []})
    for f in sorted(run.rglob("*.fastq.gz")):
        m = PAT.match(f.name)
        if m:
            samples[m["sample"]][m["read"]].append(str(f))
    print("sample,fastq_1,fastq_2,strandedness")
    for s, r in samples.items():
        for r1, r2 in zip(r["1"], r["2"]):
            print(f"{s},{r1},{r2},auto")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("run")
    ap.add_argument("--samplesheet", choices=["rnaseq"])
    a = ap.parse_args()
    run = pathlib.Path(a.run).expanduser()
    if a.samplesheet:
        samplesheet(run)
        return
    if verify(run):
        dest = run.parent.parent / "verified" / run.name
        shutil.move(str(run), dest)
        print(f"verified -> {dest}")


if __name__ == "__main__":
    main()
