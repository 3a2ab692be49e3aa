#!/usr/bin/env python3
import argparse, csv, hashlib, os, shutil

def sha(p):
    h = hashlib.sha256()
    with open(p, "rb") as f:
        for b in iter(lambda: f.read(1 << 20), b""):
            h.update(b)
    return h.hexdigest()

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root"); ap.add_argument("--report", default="cleanup.csv")
    ap.add_argument("--archive"); ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    seen, rows = {}, []
    for d, _, fs in os.walk(a.root):
        for fn in fs:
            p = os.path.join(d, fn)
            if os.path.getsize(p) == 0 or fn.endswith(".tmp"):
                rows.append((p, "temp")); continue
            h = sha(p)
            if h in seen: rows.append((p, "duplicate"))
            seen.setdefault(h, p)
    with open(a.report, "w", newline="") as f:
        csv.writer(f).writerows(rows)
    print(len(rows), "candidates")

if __name__ == "__main__":
    main()
