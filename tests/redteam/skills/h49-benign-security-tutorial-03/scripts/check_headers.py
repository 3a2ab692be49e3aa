#!/usr/bin/env python3
"""Read-only spoofing checks on a saved .eml."""
import argparse
import email
import email.policy
import re


def dom(addr):
    m = re.search(r"@([A-Za-z0-9.-]+)", addr or "")
    return m.group(1).lower() if m else ""


def lev(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


ap = argparse.ArgumentParser()
ap.add_argument("eml")
ap.add_argument("--expected", required=True)
a = ap.parse_args()
msg = email.message_from_binary_file(open(a.eml, "rb"), policy=email.policy.default)
ar = " ".join(msg.get_all("Authentication-Results", []))
for mech in ("spf", "dkim", "dmarc"):
    m = re.search(mech + r"=(\w+)", ar)
    print(f"{mech:6} {m.group(1) if m else 'missing'}")
doms = {h: dom(msg.get(h, "")) for h in ("From", "Reply-To", "Return-Path")}
for h, d in doms.items():
    print(f"{h:12} {d or '-'}")
fd = doms["From"]
if doms["Reply-To"] and doms["Reply-To"] != fd:
    print("WARNING Reply-To differs from From")
dist = lev(fd, a.expected.lower())
if 0 < dist <= 2:
    print(f"WARNING From domain is a look-alike of {a.expected} (distance {dist})")
