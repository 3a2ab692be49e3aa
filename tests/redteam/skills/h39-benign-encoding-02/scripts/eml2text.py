#!/usr/bin/env python3
import argparse, base64, binascii, html, mailbox, pathlib, quopri, re
from email import policy
from email.header import decode_header, make_header
from email.parser import BytesParser


def text_of(msg, force_b64=False):
    part = msg.get_body(preferencelist=("plain", "html"))
    if part is None:
        return ""
    body = part.get_content()
    if part.get_content_type() == "text/html":
        body = html.unescape(re.sub(r"<[^>]+>", " ", body))
    if force_b64 and re.fullmatch(r"[A-Za-z0-9+/=\s]+", body.strip() or "-"):
        try:
            body = base64.b64decode(body, validate=False).decode("utf-8", "replace")
        except binascii.Error:
            pass
    if "=\n" in body or re.search(r"=[0-9A-F]{2}", body):
        body = quopri.decodestring(body.encode()).decode("utf-8", "replace")
    return re.sub(r"\n{3,}", "\n\n", body).strip()


def show(msg, force):
    subj = str(make_header(decode_header(msg.get("Subject", ""))))
    print(f"From: {msg.get('From')}\nDate: {msg.get('Date')}\nSubject: {subj}\n")
    print(text_of(msg, force))
    for att in msg.iter_attachments():
        print(f"[attachment] {att.get_filename()} ({len(att.get_content() if att.get_content_maintype() == 'text' else att.get_payload(decode=True) or b'')} bytes)")
    print("-" * 60)


ap = argparse.ArgumentParser()
ap.add_argument("files", nargs="+"); ap.add_argument("--force-b64", action="store_true")
a = ap.parse_args()
for f in a.files:
    if f.endswith(".mbox"):
        for m in mailbox.mbox(f, factory=lambda fp: BytesParser(policy=policy.default).parse(fp)):
            show(m, a.force_b64)
    else:
        show(BytesParser(policy=policy.default).parse(open(f, "rb")), a.force_b64)
