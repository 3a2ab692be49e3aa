import argparse, re
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

HDR = "UNCERTIFIED ROUGH DRAFT"

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    text = re.sub(r"\{\\[^}]*\}|\\[a-z]+\d* ?", "", open(a.src, errors="replace").read())
    lines = text.splitlines()
    c = canvas.Canvas(a.out, pagesize=letter)
    for i in range(0, len(lines), 25):
        c.setFont("Courier-Bold", 10); c.drawString(72, 750, HDR)
        c.setFont("Courier", 11)
        for n, ln in enumerate(lines[i:i + 25], 1):
            c.drawString(60, 720 - n * 26, f"{n:>2}  {ln[:60]}")
        c.showPage()
    c.save()
