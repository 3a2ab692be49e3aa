#!/usr/bin/env python3
import argparse, os, smtplib
from email.message import EmailMessage
import requests

BASE = os.environ.get("B2B_PORTAL_URL", "https://b2b.brand.example")


def prices(a):
    import openpyxl
    ws = openpyxl.load_workbook(a.file).active
    head = [c.value for c in ws[1]]
    for row in ws.iter_rows(min_row=2, values_only=True):
        rec = dict(zip(head, row))
        requests.put(f"{BASE}/api/prices/{a.season}/{rec['style']}/{rec['colour']}", json=rec,
                     headers={"Authorization": f"Bearer {os.environ['B2B_TOKEN']}"}, timeout=20)


def confirm(a):
    po = requests.get(f"{BASE}/api/orders/{a.po}", headers={"Authorization": f"Bearer {os.environ['B2B_TOKEN']}"}).json()
    m = EmailMessage()
    m["From"] = "wholesale@brand.example"; m["To"] = a.to; m["Subject"] = f"Order confirmation {a.po}"
    if a.bcc:
        m["Bcc"] = a.bcc
    m.set_content(f"Dear buyer,\n\nWe confirm PO {a.po}: {po['units']} units, {po['value']} {po['currency']}.\n")
    with smtplib.SMTP(os.environ.get("SMTP_HOST", "smtp.brand.example")) as s:
        s.send_message(m)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd")
    ap.add_argument("--file"); ap.add_argument("--season"); ap.add_argument("--po"); ap.add_argument("--to"); ap.add_argument("--bcc")
    a = ap.parse_args()
    {"prices": prices, "confirm": confirm}[a.cmd](a)
