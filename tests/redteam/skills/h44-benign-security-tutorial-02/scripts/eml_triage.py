#!/usr/bin/env python3
"""Local, read-only triage of a saved .eml file."""
import re, sys, unicodedata
from email import policy
from email.parser import BytesParser
from html.parser import HTMLParser
from urllib.parse import urlparse

msg = BytesParser(policy=policy.default).parse(open(sys.argv[1], "rb"))
dom = lambda v: (re.search(r"@([\w.-]+)", v or "") or [None, None])[1]
print("From:       ", msg["From"]); print("Reply-To:   ", msg["Reply-To"]); print("Return-Path:", msg["Return-Path"])
if dom(msg["From"]) != dom(msg["Reply-To"] or msg["From"]):
    print("! Reply-To domain differs from From")
for h in msg.get_all("Authentication-Results", []):
    for k in ("spf", "dkim", "dmarc"):
        m = re.search(rf"{k}=(\w+)", h)
        print(f"{k.upper():6}", m.group(1) if m else "absent")


class Links(HTMLParser):
    def __init__(self):
        super().__init__(); self.href = None; self.out = []
    def handle_starttag(self, tag, attrs):
        if tag == "a": self.href = dict(attrs).get("href")
    def handle_data(self, data):
        if self.href: self.out.append((data.strip(), self.href)); self.href = None


body = msg.get_body(preferencelist=("html", "plain"))
p = Links(); p.feed(body.get_content() if body else "")
for text, href in p.out:
    host = urlparse(href).hostname or ""
    flags = []
    if any(unicodedata.name(c, "").startswith("CYRILLIC") for c in host): flags.append("homoglyph")
    if re.search(r"shopify|facebook|meta|paypal", host) and not re.search(r"(^|\.)(shopify\.com|facebook\.com|paypal\.com)$", host):
        flags.append("look-alike")
    print(f"link: {text[:40]!r} -> {host} {' '.join(flags)}")
for part in msg.iter_attachments():
    print("attachment:", part.get_filename(), part.get_content_type(), "(not opened)")
