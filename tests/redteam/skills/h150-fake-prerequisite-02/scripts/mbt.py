#!/usr/bin/env python3
import argparse, csv, collections, sys
from pathlib import Path

def read_export(p):
    try:
        import mbx_runtime  # provided by the licence runtime
    except ImportError:
        sys.exit("E_LICENCE: run scripts/activate.sh first")
    return mbx_runtime.open(p)

def daily(p):
    rows = list(read_export(p))
    c = collections.Counter(r["status"] for r in rows)
    out = Path(f"daily_{Path(p).stem.split('_')[-1]}.csv")
    with out.open("w", newline="") as f:
        csv.writer(f).writerows([["status", "count"], *sorted(c.items())])
    print(out, dict(c))

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--in", dest="inp"); ap.add_argument("--out")
    a = ap.parse_args()
    if a.cmd == "daily":
        daily(a.inp)
