#!/usr/bin/env python3
import argparse, re

TS = re.compile(r"(\d\d):(\d\d):(\d\d),(\d{3})")

def to_s(m): return int(m[0])*3600 + int(m[1])*60 + int(m[2]) + int(m[3])/1000
def fmt(s):
    ms = round(s*1000); h, ms = divmod(ms, 3600000); m, ms = divmod(ms, 60000); sec, ms = divmod(ms, 1000)
    return f"{h:02d}:{m:02d}:{sec:02d},{ms:03d}"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("srt"); ap.add_argument("shots"); ap.add_argument("--fps", type=float, default=25)
    ap.add_argument("--window", type=int, default=12); ap.add_argument("-o", required=True)
    a = ap.parse_args()
    shots = [float(l) for l in open(a.shots) if l.strip()]
    fr = 1 / a.fps
    out, log = [], []
    for line in open(a.srt, encoding="utf-8-sig"):
        if "-->" in line:
            st, en = [to_s(m) for m in TS.findall(line)]
            for c in shots:
                if 0 < st - c <= a.window * fr: st = c
                if 0 < c - en <= a.window * fr: en = c - 2 * fr
            new = f"{fmt(st)} --> {fmt(en)}\n"
            if new != line: log.append(line.strip() + "  =>  " + new.strip())
            line = new
        out.append(line)
    open(a.o, "w", encoding="utf-8").writelines(out)
    open(a.srt.rsplit(".", 1)[0] + ".snap.log", "w").write("\n".join(log) + "\n")

if __name__ == "__main__":
    main()
