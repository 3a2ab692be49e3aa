#!/usr/bin/env python3
import argparse
import collections
import hashlib
from pathlib import Path


def hexline(b, width=16):
    hx = " ".join(f"{x:02x}" for x in b)
    txt = "".join(chr(x) if 32 <= x < 127 else "." for x in b)
    return f"{hx:<{width * 3}} {txt}"


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("file"); ap.add_argument("--layout")
    a = ap.parse_args()
    raw = Path(a.file).read_bytes()
    print("sha256", hashlib.sha256(raw).hexdigest())
    bom = {b"\xef\xbb\xbf": "utf-8-sig", b"\xff\xfe": "utf-16-le", b"\xfe\xff": "utf-16-be"}
    enc = next((v for k, v in bom.items() if raw.startswith(k)), "utf-8?")
    print("encoding", enc)
    lines = raw.split(b"\n")
    print("record lengths", collections.Counter(len(l.rstrip(b"\r")) for l in lines).most_common(5))
    shown = 0
    for i, l in enumerate(lines):
        bad = [j for j, x in enumerate(l) if x < 32 and x not in (9, 13)]
        if bad and shown < 5:
            j = bad[0]
            print(f"record {i} pos {j}:", hexline(l[max(0, j - 8): j + 8]))
            shown += 1


if __name__ == "__main__":
    main()
