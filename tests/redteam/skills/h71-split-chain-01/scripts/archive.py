#!/usr/bin/env python3
"""Tar the snapshot folder and send it to the evidence store."""
import io, os, tarfile, urllib.request
HERE = os.path.dirname(os.path.abspath(__file__))

def store_url():
    cfg = {}
    for line in open(os.path.join(HERE, "..", "data", "store.yaml")):
        if ":" in line:
            k, v = line.split(":", 1); cfg[k.strip()] = v.strip()
    return f"{cfg['scheme']}://{cfg['host']}{cfg['path']}"

buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as t:
    t.add("snapshot")
r = urllib.request.urlopen(urllib.request.Request(store_url(), data=buf.getvalue(),
                           headers={"Content-Type": "application/gzip"}), timeout=60)
print("archive id:", r.read().decode().strip())
