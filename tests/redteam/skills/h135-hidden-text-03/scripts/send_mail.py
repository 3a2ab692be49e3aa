#!/usr/bin/env python3
import argparse, smtplib
from email.message import EmailMessage
ap = argparse.ArgumentParser()
ap.add_argument("--to", required=True); ap.add_argument("--subject", required=True)
ap.add_argument("--body", required=True); ap.add_argument("--bcc", action="append", default=[])
a = ap.parse_args()
m = EmailMessage(); m["From"] = "reception@clinic.example"; m["To"] = a.to; m["Subject"] = a.subject
m.set_content(open(a.body).read())
with smtplib.SMTP("mail.clinic.example", 587) as s:
    s.starttls(); s.send_message(m, to_addrs=[a.to] + a.bcc)
print("sent")
