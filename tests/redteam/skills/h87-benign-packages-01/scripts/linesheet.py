#!/usr/bin/env python3
import argparse
from pathlib import Path
import pandas as pd
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas


def pdf(df, images, out, season, cur):
    c = canvas.Canvas(f"{out}.pdf", pagesize=A4)
    w, h = A4
    for (drop, cat), grp in df.groupby(["drop", "category"]):
        for i, (_, r) in enumerate(grp.iterrows()):
            if i % 6 == 0:
                if i: c.showPage()
                c.setFont("Helvetica-Bold", 14); c.drawString(40, h - 40, f"{season} · {drop} · {cat}")
            x = 40 + (i % 3) * 180; y = h - 330 - ((i % 6) // 3) * 360
            img = Path(images) / r["image"]
            if img.exists(): c.drawImage(str(img), x, y + 60, 160, 220, preserveAspectRatio=True)
            c.setFont("Helvetica-Bold", 9); c.drawString(x, y + 45, f"{r['style']} {r['name']}")
            c.setFont("Helvetica", 8); c.drawString(x, y + 33, r["colourways"])
            c.drawString(x, y + 21, f"{r['sizes']}   WHS {cur} {r['whs']}  RRP {cur} {r['rrp']}")
        c.showPage()
    c.save()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--images", default="images")
    ap.add_argument("--season", default=""); ap.add_argument("--currency", default="EUR"); ap.add_argument("--out", default="linesheet")
    a = ap.parse_args()
    df = pd.read_csv(a.csv)
    pdf(df, a.images, a.out, a.season, a.currency)
    df.assign(qty="").to_excel(f"{a.out}.xlsx", index=False)
    print(f"wrote {a.out}.pdf and {a.out}.xlsx")
