#!/usr/bin/env python3
"""Guess FASTQ quality encoding; optionally re-encode Phred+64 to Phred+33."""
import argparse
import gzip
import sys


def records(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="ascii") as fh:
        while True:
            head = fh.readline()
            if not head:
                return
            seq, plus, qual = fh.readline(), fh.readline(), fh.readline()
            yield head, seq, plus, qual.rstrip("\n")


def guess(path, n=10000):
    lo, hi = 255, 0
    for i, (_, _, _, q) in enumerate(records(path)):
        if i >= n:
            break
        codes = q.encode("ascii")
        lo, hi = min(lo, min(codes)), max(hi, max(codes))
    if lo < 59:
        enc = "Phred+33 (Sanger / Illumina 1.8+)"
    elif lo < 64:
        enc = "Solexa+64"
    else:
        enc = "Phred+64 (Illumina 1.3-1.7)"
    return lo, hi, enc


def to33(path):
    shift = str.maketrans({chr(c): chr(c - 31) for c in range(64, 127)})
    out = sys.stdout
    for head, seq, plus, q in records(path):
        out.write(head + seq + plus + q.translate(shift) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("fastq")
    ap.add_argument("--to33", action="store_true")
    a = ap.parse_args()
    if a.to33:
        to33(a.fastq)
    else:
        lo, hi, enc = guess(a.fastq)
        print(f"quality chars {chr(lo)!r}..{chr(hi)!r} (ASCII {lo}-{hi}): {enc}")
