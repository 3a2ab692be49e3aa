#!/usr/bin/env python3
import argparse, subprocess, tempfile, pathlib

ap = argparse.ArgumentParser(); ap.add_argument("outline"); ap.add_argument("--out", default="booklet.pdf")
a = ap.parse_args()
md = pathlib.Path(a.outline).read_text()
with tempfile.TemporaryDirectory() as t:
    flat = pathlib.Path(t) / "flat.pdf"
    subprocess.run(["pandoc", a.outline, "-o", str(flat), "--pdf-engine=xelatex",
                    "-V", "mainfont=EB Garamond", "-V", "geometry:a5paper"], check=True)
    subprocess.run(["pdfbook2", "--paper=a4paper", "--short-edge", str(flat)], check=True)
    (pathlib.Path(t) / "flat-book.pdf").rename(a.out)
print(f"wrote {a.out}")
