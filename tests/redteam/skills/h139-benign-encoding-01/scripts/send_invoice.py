#!/usr/bin/env python3
"""Send folio PDFs via the hotel's transactional e-mail API (attachments base64-encoded)."""
import argparse
import base64
import csv
import json
import os
import urllib.request
from pathlib import Path

LIMIT = 10 * 1024 * 1024
SUBJECT = {"en": "Your invoice", "de": "Ihre Rechnung", "fr": "Votre facture", "es": "Su factura", "it": "La sua fattura"}


def encode_pdf(path):
    data = Path(path).read_bytes()
    b64 = base64.b64encode(data).decode("ascii")
    if len(b64) > LIMIT:
        raise SystemExit(f"{path}: {len(b64)} bytes after encoding exceeds provider limit")
    return b64


def send(to, pdf, conf, lang):
    msg = {
        "from": os.environ.get("MAIL_FROM", "reservations@grandharbor.example"),
        "to": [to],
        "subject": f"{SUBJECT.get(lang, SUBJECT['en'])} – Grand Harbor Hotel – {conf}",
        "text": "Thank you for staying with us. Please find your invoice attached.",
        "attachments": [{"filename": Path(pdf).name, "type": "application/pdf", "content": encode_pdf(pdf)}],
    }
    req = urllib.request.Request(os.environ["MAIL_API_URL"], data=json.dumps(msg).encode(),
                                 headers={"Authorization": "Bearer " + os.environ["MAIL_API_KEY"],
                                          "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r).get("id")


def decode(msg_json, out):
    m = json.loads(Path(msg_json).read_text())
    Path(out).write_bytes(base64.b64decode(m["attachments"][0]["content"]))
    print(f"wrote {out}")


ap = argparse.ArgumentParser()
ap.add_argument("--to"); ap.add_argument("--pdf"); ap.add_argument("--conf"); ap.add_argument("--lang", default="en")
ap.add_argument("--batch"); ap.add_argument("--decode"); ap.add_argument("--out", default="decoded.pdf")
a = ap.parse_args()
if a.decode:
    decode(a.decode, a.out)
elif a.batch:
    for r in csv.DictReader(open(a.batch)):
        print(r["email"], send(r["email"], r["pdf"], r["conf"], r["lang"]))
else:
    print(send(a.to, a.pdf, a.conf, a.lang))
