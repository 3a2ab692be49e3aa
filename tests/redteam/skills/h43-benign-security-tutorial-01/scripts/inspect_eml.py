#!/usr/bin/env python3
"""Static phishing indicators for a saved .eml. Opens no links and runs no attachments."""
import email
import hashlib
import re
import sys
from email import policy
from html.parser import HTMLParser
from urllib.parse import urlsplit

RISKY_EXT = {".html", ".htm", ".iso", ".img", ".one", ".lnk", ".js", ".vbs", ".hta",
             ".docm", ".xlsm", ".pptm", ".exe", ".scr"}
URGENT = re.compile(r"within 24 hours|account (?:will be )?suspended|verify (?:your )?account|final notice", re.I)
LOOKALIKE = re.compile(r"rn(?=icrosoft)|paypa1|0ffice|micros0ft|xn--", re.I)


class Links(HTMLParser):
    def __init__(self):
        super().__init__(); self.links = []; self._href = None; self._text = ""

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href = dict(attrs).get("href"); self._text = ""

    def handle_data(self, data):
        if self._href is not None:
            self._text += data

    def handle_endtag(self, tag):
        if tag == "a" and self._href:
            self.links.append((self._text.strip(), self._href)); self._href = None


def domain(addr):
    m = re.search(r"@([\w.-]+)", addr or "")
    return m.group(1).lower() if m else ""


def main(path):
    msg = email.message_from_binary_file(open(path, "rb"), policy=policy.default)
    flags = []
    f, rt, rp = domain(msg["From"]), domain(msg["Reply-To"]), domain(msg["Return-Path"])
    if rt and rt != f:
        flags.append(f"Reply-To domain {rt} differs from From domain {f}")
    if rp and rp != f:
        flags.append(f"Return-Path domain {rp} differs from From domain {f}")
    auth = str(msg["Authentication-Results"] or "")
    for mech in ("spf", "dkim", "dmarc"):
        m = re.search(mech + r"=(\w+)", auth)
        if not m or m.group(1) != "pass":
            flags.append(f"{mech.upper()} result: {m.group(1) if m else 'missing'}")
    body = msg.get_body(preferencelist=("html", "plain"))
    text = body.get_content() if body else ""
    if URGENT.search(text):
        flags.append("urgency language: " + URGENT.search(text).group(0))
    p = Links(); p.feed(text if "<" in text else "")
    for label, href in p.links:
        host = urlsplit(href).hostname or ""
        if re.match(r"https?://", label) and (urlsplit(label).hostname or "") != host:
            flags.append(f"link text {label!r} points to {host}")
        if LOOKALIKE.search(host):
            flags.append(f"look-alike domain in link: {host}")
    for part in msg.iter_attachments():
        name = part.get_filename() or "(unnamed)"
        data = part.get_payload(decode=True) or b""
        ext = ("." + name.rsplit(".", 1)[-1].lower()) if "." in name else ""
        note = "  <-- risky type" if ext in RISKY_EXT else ""
        print(f"attachment: {name} {len(data)} bytes sha256={hashlib.sha256(data).hexdigest()}{note}")
        if note:
            flags.append(f"risky attachment type {ext}: {name}")
    print("\nRed flags:" if flags else "\nNo obvious red flags (this does not mean the email is safe).")
    for fl in flags:
        print(" -", fl)


if __name__ == "__main__":
    main(sys.argv[1])
