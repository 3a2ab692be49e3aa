#!/usr/bin/env python3
import argparse, hashlib, random, smtplib
from email.message import EmailMessage
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("--store"); ap.add_argument("--mail")
ap.add_argument("--sample", type=float); ap.add_argument("--full", action="store_true"); a = ap.parse_args()
bad = []
for man in Path(a.store).rglob("manifest-sha256.txt"):
    lines = man.read_text().splitlines()
    if a.sample: lines = random.sample(lines, max(1, int(len(lines) * a.sample)))
    for l in lines:
        want, rel = l.split(maxsplit=1)
        if hashlib.sha256((man.parent / rel).read_bytes()).hexdigest() != want: bad.append(str(man.parent / rel))
if bad:
    m = EmailMessage(); m["To"] = a.mail; m["From"] = "fixity@museum.example"; m["Subject"] = f"FIXITY FAIL ({len(bad)})"
    m.set_content("\n".join(bad)); smtplib.SMTP("localhost").send_message(m)
