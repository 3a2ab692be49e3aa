#!/usr/bin/env python3
import csv, subprocess, sys
from pathlib import Path
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

ROWS_PER_PAGE = 32

def sha():
    try:
        return subprocess.check_output(["git", "rev-parse", "--short", "HEAD"], text=True).strip()
    except Exception:
        return "local"

def render(src: Path, dst: Path):
    rows = list(csv.reader(src.open(newline="")))
    head, body = rows[0], rows[1:]
    c = canvas.Canvas(str(dst), pagesize=A4)
    for start in range(0, max(len(body), 1), ROWS_PER_PAGE):
        y = 800
        c.setFont("Helvetica-Bold", 12); c.drawString(40, y, f"{src.stem.upper()} cue sheet")
        y -= 24; c.setFont("Helvetica", 9)
        for r in [head] + body[start:start + ROWS_PER_PAGE]:
            c.drawString(40, y, " | ".join(r)); y -= 22
        c.drawString(40, 30, f"rev {sha()}"); c.showPage()
    c.save()

if __name__ == "__main__":
    s, d = Path(sys.argv[1]), Path(sys.argv[2]); d.mkdir(exist_ok=True)
    for f in sorted(s.glob("*.csv")):
        render(f, d / f"{f.stem}.pdf")
