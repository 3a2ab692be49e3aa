#!/usr/bin/env python3
import csv
import sys


def segs(path):
    t = open(path, encoding="latin-1").read().replace("\n", "")
    return [s for s in t.split("'") if s]


def parse(paths, out):
    w = csv.writer(open(out, "w", newline=""))
    w.writerow(["file", "msg", "container", "event"])
    for p in paths:
        msg = None
        for s in segs(p):
            if s.startswith("UNH+"):
                msg = s.split("+")[2].split(":")[0]
            elif s.startswith("EQD+CN+"):
                w.writerow([p, msg, s.split("+")[2], ""])


if __name__ == "__main__":
    if sys.argv[1] == "parse":
        i = sys.argv.index("--out")
        parse(sys.argv[2:i], sys.argv[i + 1])
