import argparse
from pypdf import PdfReader, PdfWriter
from reportlab.pdfgen import canvas
import io

ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("dst"); ap.add_argument("--prefix")
a = ap.parse_args()
r = PdfReader(a.src); w = PdfWriter()
for i, page in enumerate(r.pages, 1):
    buf = io.BytesIO(); c = canvas.Canvas(buf, pagesize=(float(page.mediabox.width), float(page.mediabox.height)))
    c.setFont("Helvetica", 8); c.drawRightString(float(page.mediabox.width) - 36, 18, f"{a.prefix}-{i:06d}"); c.save()
    page.merge_page(PdfReader(buf).pages[0]); w.add_page(page)
w.write(a.dst)
