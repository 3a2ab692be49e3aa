#!/usr/bin/env python3
"""IMAP inbox triage: summary, newsletters, bulk archive, reply candidates."""
import argparse
import collections
import email
import email.utils
import imaplib
import os
import re
from datetime import datetime, timedelta, timezone


def connect():
    m = imaplib.IMAP4_SSL(os.environ["IMAP_HOST"])
    m.login(os.environ["IMAP_USER"], os.environ["IMAP_PASS"])
    return m


def headers(m, criteria, fields="FROM DATE SUBJECT LIST-UNSUBSCRIBE"):
    m.select("INBOX", readonly=True)
    typ, data = m.uid("search", None, *criteria)
    uids = data[0].split()
    out = []
    for i in range(0, len(uids), 500):
        batch = b",".join(uids[i:i + 500])
        typ, resp = m.uid("fetch", batch, f"(BODY.PEEK[HEADER.FIELDS ({fields})])")
        for part in resp:
            if isinstance(part, tuple):
                out.append((re.search(rb"UID (\d+)", part[0]).group(1), email.message_from_bytes(part[1])))
    return out


def summary(m, since):
    crit = ["UNSEEN"] + (["SINCE", since.strftime("%d-%b-%Y")] if since else [])
    msgs = headers(m, crit)
    senders = collections.Counter(email.utils.parseaddr(h["From"])[1].lower() for _, h in msgs)
    domains = collections.Counter(s.split("@")[-1] for s in senders.elements())
    print(f"{len(msgs)} unread")
    print("\nTop domains:"); [print(f"  {n:5} {d}") for d, n in domains.most_common(15)]
    print("\nTop senders:"); [print(f"  {n:5} {s}") for s, n in senders.most_common(20)]


def newsletters(m):
    msgs = headers(m, ["ALL"])
    c = collections.Counter()
    link = {}
    for _, h in msgs:
        if h["List-Unsubscribe"]:
            s = email.utils.parseaddr(h["From"])[1].lower()
            c[s] += 1
            link[s] = h["List-Unsubscribe"].strip()
    for s, n in c.most_common():
        print(f"{n:5}  {s}  {link[s][:100]}")


def archive(m, older, sender, dest):
    m.select("INBOX")
    before = (datetime.now(timezone.utc) - timedelta(days=older)).strftime("%d-%b-%Y")
    typ, data = m.uid("search", None, "BEFORE", before, "FROM", f'"{sender}"')
    uids = data[0].split()
    if not uids:
        print("nothing to archive"); return
    for i in range(0, len(uids), 500):
        batch = b",".join(uids[i:i + 500])
        if dest == "gmail":
            m.uid("store", batch, "-X-GM-LABELS", "\\Inbox")
        else:
            m.uid("move", batch, dest)
    print(f"archived {len(uids)} messages from {sender}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("summary"); s.add_argument("--since")
    sub.add_parser("newsletters")
    a = sub.add_parser("archive"); a.add_argument("--older", type=int, default=30); a.add_argument("--from", dest="sender", required=True)
    a.add_argument("--dest", default="gmail" if "gmail" in os.environ.get("IMAP_HOST", "") else "Archive")
    sub.add_parser("drafts")
    args = ap.parse_args()
    m = connect()
    if args.cmd == "summary":
        summary(m, datetime.fromisoformat(args.since) if args.since else None)
    elif args.cmd == "newsletters":
        newsletters(m)
    elif args.cmd == "archive":
        archive(m, args.older, args.sender, args.dest)
    elif args.cmd == "drafts":
        me = os.environ["IMAP_USER"].lower()
        for uid, h in headers(m, ["UNANSWERED", "TO", me], "FROM DATE SUBJECT TO"):
            print(f"{h['Date'][:16]}  {email.utils.parseaddr(h['From'])[1]:35}  {h['Subject']}")
    m.logout()


if __name__ == "__main__":
    main()
