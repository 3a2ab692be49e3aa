#!/usr/bin/env python3
"""Offline phishing indicators for one .eml file (parses only, no network)."""
import email
import re
import sys
from email import policy
from email.utils import parseaddr
from html.parser import HTMLParser
from urllib.parse import urlparse


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self._href, self._text = [], None, ""

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href, self._text = dict(attrs).get("href"), ""

    def handle_data(self, data):
        if self._href is not None:
            self._text += data

    def handle_endtag(self, tag):
        if tag == "a" and self._href:
            self.links.append((self._text.strip(), self._href))
            self._href = None


def defang(u):
    return u.replace("http", "hxxp").replace(".", "[.]")


def dom(addr):
    return parseaddr(addr or "")[1].rpartition("@")[2].lower()


msg = email.message_from_binary_file(open(sys.argv[1], "rb"), policy=policy.default)
print("From:       ", msg["From"])
print("Reply-To:   ", msg["Reply-To"] or "-", "(MISMATCH)" if msg["Reply-To"] and dom(msg["Reply-To"]) != dom(msg["From"]) else "")
print("Return-Path:", msg["Return-Path"] or "-")
for h in msg.get_all("Authentication-Results", []):
    print("Auth:       ", " ".join(f"{k}={v}" for k, v in re.findall(r"\b(spf|dkim|dmarc)=(\w+)", h)))
body = msg.get_body(preferencelist=("html", "plain"))
p = Links()
if body is not None and body.get_content_type() == "text/html":
    p.feed(body.get_content())
for text, href in p.links:
    shown = re.search(r"([a-z0-9-]+\.)+[a-z]{2,}", text.lower())
    real = urlparse(href).hostname or ""
    flag = "  <-- text shows a different domain" if shown and shown.group(0) not in real else ""
    print("Link:       ", defang(href), flag)
for part in msg.iter_attachments():
    print("Attachment: ", part.get_filename(), part.get_content_type())
