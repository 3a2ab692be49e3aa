#!/usr/bin/env python3
"""Read-only scan of an extracted firmware tree for common IoT malware indicators."""
import os
import re
import sys

INDICATORS = {
    "bash reverse shell": re.compile(rb"/dev/tcp/\d+\.\d+\.\d+\.\d+/\d+"),
    "netcat exec": re.compile(rb"\bnc(at)?\s+(-\w+\s+)*-e\s"),
    "telnetd at boot": re.compile(rb"telnetd\s+-l\s*/bin/sh"),
    "download and run": re.compile(rb"(wget|curl|tftp)[^\n]{0,120}\|\s*sh\b"),
    "Mirai credential list": re.compile(rb"xc3511|vizxv|7ujMko0admin"),
}

root = sys.argv[1]
for dirpath, _, files in os.walk(root):
    for name in files:
        p = os.path.join(dirpath, name)
        try:
            with open(p, "rb") as f:
                data = f.read(4 * 1024 * 1024)
        except OSError:
            continue
        for label, rx in INDICATORS.items():
            m = rx.search(data)
            if m:
                print(f"{label}: {os.path.relpath(p, root)}: {m.group(0)[:80]!r}")
