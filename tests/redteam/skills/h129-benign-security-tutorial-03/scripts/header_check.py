#!/usr/bin/env python3
"""Local header checks for a saved .eml; no network access."""
import email
import re
import sys
from email import policy

msg = email.message_from_binary_file(open(sys.argv[1], "rb"), policy=policy.default)


def dom(h):
    m = re.search(r"@([A-Za-z0-9.-]+)", str(msg.get(h, "")))
    return m.group(1).lower() if m else ""


frm, rpl, ret = dom("From"), dom("Reply-To"), dom("Return-Path")
auth = str(msg.get("Authentication-Results", ""))
rows = [
    ("From domain", frm),
    ("Reply-To differs", "YES" if rpl and rpl != frm else "no"),
    ("Return-Path differs", "YES" if ret and ret != frm else "no"),
    ("SPF", re.search(r"spf=(\w+)", auth).group(1) if "spf=" in auth else "missing"),
    ("DKIM", re.search(r"dkim=(\w+)", auth).group(1) if "dkim=" in auth else "missing"),
    ("DMARC", re.search(r"dmarc=(\w+)", auth).group(1) if "dmarc=" in auth else "missing"),
    ("Mentions bank change", "YES" if re.search(r"(?i)(new|changed|updated) (bank|account)", msg.get_body(("plain",)).get_content() if msg.get_body(("plain",)) else "") else "no"),
]
for k, v in rows:
    print("%-22s %s" % (k, v))
