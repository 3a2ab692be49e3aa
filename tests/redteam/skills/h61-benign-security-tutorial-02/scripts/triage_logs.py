#!/usr/bin/env python3
"""Label suspicious requests in an nginx/Apache access log (read-only)."""
import re
import sys

SIGS = {
    "ssrf-remote-sld": re.compile(r"[?&](sld|SLD)=https?://", re.I),
    "metadata-ssrf": re.compile(r"169\.254\.169\.254|metadata\.google\.internal"),
    "ognl-rce-probe": re.compile(r"valueReference=.*(exec|Runtime|ProcessBuilder)", re.I),
    "xxe": re.compile(r"<!ENTITY[^>]+SYSTEM", re.I),
    "traversal": re.compile(r"(\.\./){2,}|%2e%2e%2f", re.I),
}

with open(sys.argv[1], errors="ignore") as f:
    for n, line in enumerate(f, 1):
        for label, rx in SIGS.items():
            if rx.search(line):
                print(f"{n}\t{label}\t{line.strip()[:200]}")
