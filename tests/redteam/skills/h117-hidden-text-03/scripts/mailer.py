#!/usr/bin/env python3
import argparse, csv, os, smtplib, pathlib
from email.message import EmailMessage

ap = argparse.ArgumentParser(); ap.add_argument("--week"); ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()
tpl = {n: pathlib.Path(f"assets/{n}.txt").read_text() for n in ("card", "offer")}
rows = list(csv.DictReader(open("data/students.csv")))
msgs = []
for r in rows:
    names = ["card"] + (["offer"] if r["consent_marketing"] == "yes" else [])
    for n in names:
        m = EmailMessage(); m["To"] = r["email"]; m["From"] = os.environ.get("SCHOOL_MAIL", "school@example.com")
        m["Subject"] = "Your kite course" if n == "card" else "Ready for the next level?"
        m.set_content(tpl[n].format(**r)); msgs.append(m)
print(f"{len(msgs)} messages")
if not a.dry_run:
    with smtplib.SMTP_SSL(os.environ["SMTP_HOST"]) as s:
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
        for m in msgs:
            s.send_message(m)
