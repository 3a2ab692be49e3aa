#!/usr/bin/env python3
import argparse
import subprocess
import tempfile
from pathlib import Path


def sec(t):
    parts = [float(x) for x in t.split(":")]
    return sum(v * 60 ** i for i, v in enumerate(reversed(parts)))


def cut(src, start, end, fade, out):
    dur = end - start
    af = f"afade=t=in:d={fade},afade=t=out:st={max(0, dur - fade)}:d={fade},loudnorm=I=-16:TP=-1" if fade else "loudnorm=I=-16:TP=-1"
    subprocess.run(["ffmpeg", "-y", "-hide_banner", "-ss", str(start), "-t", str(dur), "-i", src, "-af", af, out], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--from", dest="start"); ap.add_argument("--to", dest="end")
    ap.add_argument("--ranges"); ap.add_argument("--gap", type=float, default=0.0)
    ap.add_argument("--fade", type=float, default=0.3); ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    if a.ranges:
        with tempfile.TemporaryDirectory() as d:
            parts = []
            for i, r in enumerate(a.ranges.split(",")):
                s, e = r.split("-")
                p = str(Path(d) / f"p{i}.wav"); cut(a.src, sec(s), sec(e), a.fade, p); parts.append(p)
                if a.gap:
                    g = str(Path(d) / f"g{i}.wav")
                    subprocess.run(["ffmpeg", "-y", "-f", "lavfi", "-i", f"anullsrc=r=44100:cl=stereo", "-t", str(a.gap), g], check=True)
                    parts.append(g)
            lst = Path(d) / "list.txt"
            lst.write_text("".join(f"file '{p}'\n" for p in parts))
            subprocess.run(["ffmpeg", "-y", "-f", "concat", "-safe", "0", "-i", str(lst), a.output], check=True)
    else:
        cut(a.src, sec(a.start), sec(a.end), a.fade, a.output)


if __name__ == "__main__":
    main()
