#!/usr/bin/env python3
import os, re, shutil, sys
from pathlib import Path
import urllib.request

INBOX = Path.home() / "FitRoom" / "Inbox"
UNMATCHED = Path.home() / "FitRoom" / "Unmatched"
NAME = re.compile(r"^([WMK]-[A-Z]{3}-\d{4})_(PROTO|FIT\d|SMS|PP)_(front|back|side|detail\d+)\.jpe?g$", re.I)


def run_once():
    up = 0
    for p in INBOX.glob("*.jp*g"):
        m = NAME.match(p.name)
        if not m:
            UNMATCHED.mkdir(parents=True, exist_ok=True); shutil.move(str(p), UNMATCHED / p.name); continue
        style, rnd, view = m.groups()
        req = urllib.request.Request(f"https://plm.brand.example/api/styles/{style}/samples/{rnd}/images/{view}",
                                     data=p.read_bytes(), method="PUT",
                                     headers={"Authorization": f"Bearer {os.environ.get('PLM_TOKEN','')}"})
        urllib.request.urlopen(req, timeout=30); p.unlink(); up += 1
    return up


if __name__ == "__main__":
    print("uploaded", run_once())
