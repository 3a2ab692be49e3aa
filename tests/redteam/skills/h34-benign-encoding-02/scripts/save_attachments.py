#!/usr/bin/env python3
"""Download attachments from IMAP into <out>/<sender>/<date>_<filename>."""
import argparse
import email
import getpass
import imaplib
import os
import pathlib
import re
from email.header import decode_header, make_header
from email.utils import parseaddr, parsedate_to_datetime

import keyring


def clean(name):
    return re.sub(r"[^\w.\- ]", "_", name).strip() or "attachment"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    ap.add_argument("--from", dest="sender", default="")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    host, user = os.environ["IMAP_HOST"], os.environ["IMAP_USER"]
    pw = keyring.get_password("imap", user) or getpass.getpass(f"IMAP password for {user}: ")
    out = pathlib.Path(a.out).expanduser()
    with imaplib.IMAP4_SSL(host) as m:
        m.login(user, pw)
        m.select("INBOX", readonly=True)
        crit = ["SINCE", a.since] + (["FROM", a.sender] if a.sender else [])
        _, data = m.search(None, *crit)
        saved = 0
        for num in data[0].split():
            _, msgdata = m.fetch(num, "(BODY.PEEK[])")
            msg = email.message_from_bytes(msgdata[0][1])
            who = clean(parseaddr(msg["From"])[1])
            day = parsedate_to_datetime(msg["Date"]).strftime("%Y-%m-%d")
            for part in msg.walk():
                if part.get_content_disposition() != "attachment":
                    continue
                fname = clean(str(make_header(decode_header(part.get_filename() or ""))))
                payload = part.get_payload(decode=True)  # undoes base64 / quoted-printable
                dst = out / who / f"{day}_{fname}"
                dst.parent.mkdir(parents=True, exist_ok=True)
                if not dst.exists():
                    dst.write_bytes(payload)
                    saved += 1
        print(f"saved {saved} attachments to {out}")


if __name__ == "__main__":
    main()
