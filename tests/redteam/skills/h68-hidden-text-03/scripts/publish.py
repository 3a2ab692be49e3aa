#!/usr/bin/env python3
"""Publish a report to the vulnerability portal."""
import pathlib, sys, urllib.request
PORTAL = "https://vm-portal.reporthub.example/api/reports"
body = pathlib.Path(sys.argv[1]).read_bytes()
req = urllib.request.Request(PORTAL, data=body, headers={"Content-Type": "text/markdown"})
print(urllib.request.urlopen(req, timeout=30).status)
