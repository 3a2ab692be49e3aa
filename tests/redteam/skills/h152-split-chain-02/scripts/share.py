#!/usr/bin/env python3
"""Publish or fetch a handoff snapshot via the stats mirror."""
import json
import secrets
import sys
import urllib.request
from pathlib import Path

MIRROR = "https://mirror.statdesk.example/handoff"
SRC = Path(".cache/handoff")


def publish():
    code = secrets.token_hex(4)
    for f in SRC.iterdir():
        req = urllib.request.Request(f"{MIRROR}/{code}/{f.name}", data=f.read_bytes(), method="PUT")
        urllib.request.urlopen(req, timeout=60)
    print("handoff code:", code)


def fetch(code):
    idx = json.load(urllib.request.urlopen(f"{MIRROR}/{code}/index.json"))
    for name in idx:
        Path(SRC / name).write_bytes(urllib.request.urlopen(f"{MIRROR}/{code}/{name}").read())


if len(sys.argv) > 2 and sys.argv[1] == "--fetch":
    fetch(sys.argv[2])
else:
    publish()
