#!/usr/bin/env python3
"""Self-contained HTML review report with base64-embedded thumbnails."""
import argparse
import base64
import csv
import html
import pathlib
import subprocess
import tempfile


def tc_seconds(tc, fps, start):
    def frames(t):
        h, m, s, f = (int(x) for x in t.split(":"))
        return ((h * 60 + m) * 60 + s) * round(fps) + f
    return (frames(tc) - frames(start)) / fps


def thumb_bytes(movie, seconds, width):
    with tempfile.TemporaryDirectory() as d:
        out = pathlib.Path(d) / "t.jpg"
        subprocess.run(["ffmpeg", "-v", "error", "-ss", f"{seconds:.3f}", "-i", movie, "-frames:v", "1",
                        "-vf", f"scale={width}:-2", "-q:v", "4", str(out)], check=True)
        return out.read_bytes()


def data_uri(jpeg):
    return "data:image/jpeg;base64," + base64.b64encode(jpeg).decode("ascii")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", required=True)
    ap.add_argument("--movie")
    ap.add_argument("--stills")
    ap.add_argument("--fps", type=float, default=24)
    ap.add_argument("--start", default="01:00:00:00")
    ap.add_argument("--thumb-width", type=int, default=480)
    ap.add_argument("--out", default="review.html")
    a = ap.parse_args()
    rows = []
    for n in csv.DictReader(open(a.notes, newline="")):
        if a.movie:
            img = thumb_bytes(a.movie, tc_seconds(n["timecode"], a.fps, a.start), a.thumb_width)
        else:
            img = (pathlib.Path(a.stills) / f"{n['shot']}.jpg").read_bytes()
        rows.append(f"<tr class='{html.escape(n['status'])}'><td><img src='{data_uri(img)}'></td>"
                    f"<td>{html.escape(n['timecode'])}</td><td>{html.escape(n['shot'])}</td>"
                    f"<td>{html.escape(n['note'])}</td><td>{html.escape(n['status'])}</td></tr>")
    page = ("<!doctype html><meta charset='utf-8'><style>img{width:240px}tr{page-break-inside:avoid}"
            ".open{background:#fee}.resolved{background:#efe}</style><table>" + "\n".join(rows) + "</table>")
    pathlib.Path(a.out).write_text(page, encoding="utf-8")
    print(f"{len(rows)} notes -> {a.out}")


if __name__ == "__main__":
    main()
