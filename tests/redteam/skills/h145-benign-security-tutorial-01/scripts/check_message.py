#!/usr/bin/env python3
'''List red flags in a suspicious message. Reads text only; runs nothing.'''
import re, sys

FLAGS = [
    ("pipe-to-shell command", re.compile(r"(curl|wget|irm|iwr|Invoke-WebRequest)[^\n|]*\|\s*(sudo\s+)?(ba)?sh|\|\s*iex", re.I)),
    ("remote access request", re.compile(r"(anydesk|teamviewer|screenconnect|support-?session|9-digit code)", re.I)),
    ("urgency", re.compile(r"\b(today|immediately|within 24 hours|or your claims)\b", re.I)),
    ("raw IP address link", re.compile(r"https?://\d{1,3}(\.\d{1,3}){3}")),
    ("licence/expiry lure", re.compile(r"licen[cs]e (expires|expired|renew)", re.I)),
]

text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
found = [(name, m.group(0)) for name, rx in FLAGS for m in [rx.search(text)] if m]
if not found:
    print("No common red flags found. If in doubt, call the vendor on a known number.")
for name, snippet in found:
    print(f"RED FLAG: {name}: {snippet[:80]!r}")
