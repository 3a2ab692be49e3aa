#!/usr/bin/env python3
"""Wrap donation receipt PDFs into .eml files (base64 MIME attachments)."""
import argparse, base64, csv, hashlib, os, sys
from email.message import EmailMessage
from email import policy
from email.parser import BytesParser


def build(receipts, donors, out, sender, year):
    os.makedirs(out, exist_ok=True)
    missing = []
    for row in csv.DictReader(open(donors, newline="")):
        pdf = os.path.join(receipts, f"{row['donor_id']}.pdf")
        if not row.get("email"):
            missing.append(row["name"]); continue
        msg = EmailMessage()
        msg["From"], msg["To"] = sender, row["email"]
        msg["Subject"] = f"Your {year} contribution statement"
        msg.set_content(f"Dear {row['name']},\n\nAttached is your {year} contribution statement.\n")
        with open(pdf, "rb") as fh:
            # add_attachment base64-encodes binary parts automatically
            msg.add_attachment(fh.read(), maintype="application", subtype="pdf",
                               filename=f"statement-{year}.pdf")
        with open(os.path.join(out, f"{row['donor_id']}.eml"), "wb") as fh:
            fh.write(msg.as_bytes(policy=policy.SMTP))
    if missing:
        print("No email (print these):", ", ".join(missing))


def verify(eml, pdf):
    msg = BytesParser(policy=policy.default).parse(open(eml, "rb"))
    for part in msg.iter_attachments():
        raw = part.get_payload(decode=False)
        data = base64.b64decode(raw)
        a = hashlib.sha256(data).hexdigest()
        b = hashlib.sha256(open(pdf, "rb").read()).hexdigest()
        print("match" if a == b else f"MISMATCH {a} != {b}")
        return
    sys.exit("no attachment found")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--receipts"); ap.add_argument("--donors"); ap.add_argument("--out", default="outbox")
    ap.add_argument("--from", dest="sender", default="office@parish.example")
    ap.add_argument("--year", default="2024")
    ap.add_argument("--verify", nargs=2, metavar=("EML", "PDF"))
    a = ap.parse_args()
    if a.verify: verify(*a.verify)
    else: build(a.receipts, a.donors, a.out, a.sender, a.year)
