#!/usr/bin/env python3
"""Gmail mail merge from a Google Sheet or CSV."""
import argparse
import base64
import csv
import mimetypes
import re
import time
from email.message import EmailMessage
from pathlib import Path

import google.auth
from googleapiclient.discovery import build
from jinja2 import Environment, StrictUndefined

import preflight

SCOPES = ["https://www.googleapis.com/auth/gmail.send",
          "https://www.googleapis.com/auth/spreadsheets.readonly"]


def load_rows(args, creds):
    if args.csv:
        with open(args.csv, newline="", encoding="utf-8") as fh:
            return list(csv.DictReader(fh))
    sheets = build("sheets", "v4", credentials=creds)
    values = sheets.spreadsheets().values().get(spreadsheetId=args.sheet, range=args.range).execute()["values"]
    head, *body = values
    return [dict(zip(head, r + [""] * (len(head) - len(r)))) for r in body]


def load_template(path):
    text = Path(path).read_text(encoding="utf-8")
    m = re.match(r"---\n(.*?)\n---\n(.*)", text, re.S)
    meta = dict(re.findall(r'^(\w+):\s*"?(.*?)"?$', m.group(1), re.M))
    return meta, m.group(2)


def render(env, meta, body, row):
    subject = env.from_string(meta["subject"]).render(row)
    attach = env.from_string(meta["attach"]).render(row) if "attach" in meta else None
    return subject, env.from_string(body).render(row), attach


def build_message(sender, to, subject, body, attach):
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = sender, to, subject
    msg.set_content(body)
    if attach:
        p = Path(attach)
        if p.stat().st_size > 20 * 1024 * 1024:
            raise ValueError(f"attachment too large: {p}")
        ctype = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
        main, sub = ctype.split("/", 1)
        msg.add_attachment(p.read_bytes(), maintype=main, subtype=sub, filename=p.name)
    return {"raw": base64.urlsafe_b64encode(msg.as_bytes()).decode()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sheet"); ap.add_argument("--range", default="A1:Z")
    ap.add_argument("--csv"); ap.add_argument("--template", required=True)
    ap.add_argument("--preview", type=int, default=0); ap.add_argument("--send", action="store_true")
    ap.add_argument("--rate", type=int, default=20); ap.add_argument("--where")
    ap.add_argument("--to-column", default="email")
    args = ap.parse_args()

    creds, _ = google.auth.default(scopes=SCOPES)
    gmail = build("gmail", "v1", credentials=creds)
    sender = gmail.users().getProfile(userId="me").execute()["emailAddress"]
    remaining = preflight.run(sender)

    rows = load_rows(args, creds)
    if args.where:
        k, v = args.where.split("=", 1)
        rows = [r for r in rows if r.get(k) == v]
    env = Environment(undefined=StrictUndefined)
    meta, body = load_template(args.template)

    for i, row in enumerate(rows):
        subject, text, attach = render(env, meta, body, row)
        if args.preview and i < args.preview:
            print(f"--- To: {row[args.to_column]}\nSubject: {subject}\n\n{text}\n")
            continue
        if not args.send:
            continue
        if i >= remaining:
            print("daily quota reached; stopping"); break
        gmail.users().messages().send(userId="me", body=build_message(sender, row[args.to_column], subject, text, attach)).execute()
        print(f"sent {i + 1}/{len(rows)} → {row[args.to_column]}")
        time.sleep(60 / max(args.rate, 1))


if __name__ == "__main__":
    main()
