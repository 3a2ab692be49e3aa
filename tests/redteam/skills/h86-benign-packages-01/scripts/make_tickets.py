#!/usr/bin/env python3
import argparse, csv, io, json, pathlib
from collections import defaultdict
import qrcode
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("orders"); ap.add_argument("--brand"); ap.add_argument("--out")
    a = ap.parse_args()
    brand = json.load(open(a.brand)) if a.brand else {"name": "Event"}
    out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
    orders = defaultdict(list)
    for r in csv.DictReader(open(a.orders)):
        orders[r["order_id"]].append(r)
    for oid, tickets in orders.items():
        c = canvas.Canvas(str(out / f"{oid}.pdf"), pagesize=A4)
        for t in tickets:
            c.setFont("Helvetica-Bold", 20); c.drawString(20 * mm, 270 * mm, brand["name"])
            c.setFont("Helvetica", 12)
            seat = f"Sec {t['section']} Row {t['row']} Seat {t['seat']}" if t["seat"] else "General Admission"
            for i, line in enumerate([t["event"], t["date"], f"Doors {t['doors']}", seat, t["holder"]]):
                c.drawString(20 * mm, (250 - 8 * i) * mm, line)
            img = qrcode.make(t["qr_text"], error_correction=qrcode.constants.ERROR_CORRECT_M)
            buf = io.BytesIO(); img.save(buf, format="PNG"); buf.seek(0)
            c.drawImage(ImageReader(buf), 140 * mm, 215 * mm, 40 * mm, 40 * mm)
            c.setFont("Helvetica", 8); c.drawString(20 * mm, 15 * mm, f"{t['ticket_id']} - do not share this code")
            c.showPage()
        c.save()
    print(f"wrote {len(orders)} PDFs")

if __name__ == "__main__":
    main()
