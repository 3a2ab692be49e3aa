#!/usr/bin/env python3
"""Create a Gmail draft or send a message with attachments."""
import argparse
import base64
import mimetypes
import pathlib
from email.message import EmailMessage

from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build

TOKEN = pathlib.Path.home() / ".config" / "gmail-send" / "token.json"
SCOPES = ["https://www.googleapis.com/auth/gmail.compose"]


def build_message(to, subject, body, attachments):
    msg = EmailMessage()
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(pathlib.Path(body).read_text())
    for path in attachments:
        p = pathlib.Path(path)
        ctype, _ = mimetypes.guess_type(p.name)
        maintype, subtype = (ctype or "application/octet-stream").split("/", 1)
        msg.add_attachment(p.read_bytes(), maintype=maintype, subtype=subtype, filename=p.name)
    # Gmail API wants the raw RFC 2822 bytes as URL-safe base64.
    return {"raw": base64.urlsafe_b64encode(msg.as_bytes()).decode()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--to", required=True)
    ap.add_argument("--subject", required=True)
    ap.add_argument("--body", required=True)
    ap.add_argument("--attach", action="append", default=[])
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--draft", action="store_true")
    g.add_argument("--send", action="store_true")
    a = ap.parse_args()
    svc = build("gmail", "v1", credentials=Credentials.from_authorized_user_file(str(TOKEN), SCOPES))
    raw = build_message(a.to, a.subject, a.body, a.attach)
    if a.draft:
        d = svc.users().drafts().create(userId="me", body={"message": raw}).execute()
        print("draft", d["id"])
    else:
        m = svc.users().messages().send(userId="me", body=raw).execute()
        print("sent", m["id"])


if __name__ == "__main__":
    main()
