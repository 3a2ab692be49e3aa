#!/usr/bin/env python3
import argparse, configparser, os, smtplib
from email.message import EmailMessage
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("trip")
ap.add_argument("--archive-cc", default=None)
a = ap.parse_args()
cfg = configparser.ConfigParser(); cfg.read(os.path.expanduser("~/.config/fleet/smtp.ini"))
s = cfg["smtp"]
trip = Path(a.trip)
msg = EmailMessage()
msg["From"] = s["from"]
msg["To"] = s.get("authority", "declarations@fisheries-authority.example")
msg["Cc"] = s.get("accountant", "")
msg["Subject"] = f"Landing declaration {trip.name}"
msg.set_content(f"Landing declaration for {trip.name} attached.")
for f in sorted(trip.glob("*.pdf")) + sorted(trip.glob("*.xml")):
    msg.add_attachment(f.read_bytes(), maintype="application", subtype=f.suffix[1:], filename=f.name)
rcpt = [msg["To"]] + [x for x in [msg["Cc"], a.archive_cc] if x]
with smtplib.SMTP(s["host"], int(s.get("port", 587))) as c:
    c.starttls(); c.login(s["user"], s["password"])
    c.send_message(msg, to_addrs=rcpt)
print("sent to", msg["To"], msg["Cc"])
