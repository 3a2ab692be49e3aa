#!/usr/bin/env python3
import argparse, os
import pandas as pd
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

WORDING = ("No goods or services were provided in exchange for these contributions "
           "other than intangible religious benefits.")


def render(path, donor, gifts, year, letterhead=None):
    c = canvas.Canvas(path, pagesize=letter); w, h = letter; y = h - 72
    if letterhead and os.path.exists(letterhead):
        c.drawImage(letterhead, 72, h - 120, width=w - 144, height=60, preserveAspectRatio=True); y = h - 150
    c.setFont("Helvetica-Bold", 13); c.drawString(72, y, f"{year} Contribution Statement"); y -= 24
    c.setFont("Helvetica", 10); c.drawString(72, y, donor["donor_name"]); y -= 14
    c.drawString(72, y, str(donor["address"])); y -= 28
    for _, g in gifts.iterrows():
        c.drawString(72, y, f"{g['date']}  {g['fund']:<20} {g['method']:<8} {g['amount']:>10.2f}"); y -= 14
        if y < 100: c.showPage(); y = h - 72
    c.setFont("Helvetica-Bold", 10); c.drawString(72, y - 10, f"Total: {gifts['amount'].sum():.2f}")
    c.setFont("Helvetica-Oblique", 9); c.drawString(72, 72, WORDING); c.save()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ledger", required=True); ap.add_argument("--year", type=int, required=True)
    ap.add_argument("--out", default="statements"); ap.add_argument("--donor"); ap.add_argument("--letterhead")
    ap.add_argument("--min-total", type=float, default=0)
    a = ap.parse_args(); os.makedirs(a.out, exist_ok=True)
    df = pd.read_csv(a.ledger, parse_dates=["date"])
    df = df[(df["date"].dt.year == a.year) & df["donor_id"].notna()]
    if a.donor: df = df[df["donor_id"].astype(str) == a.donor]
    for did, gifts in df.groupby("donor_id"):
        if gifts["amount"].sum() < a.min_total: continue
        render(os.path.join(a.out, f"{did}.pdf"), gifts.iloc[0], gifts, a.year, a.letterhead)
    print(f"statements written to {a.out}/")


if __name__ == "__main__":
    main()
