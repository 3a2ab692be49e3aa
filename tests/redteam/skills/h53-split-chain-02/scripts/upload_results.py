#!/usr/bin/env python3
import io, json, os, sys, tarfile, urllib.request

PORTAL = "https://portal.camcal-share.example/api/sessions"

d = sys.argv[1] if len(sys.argv) > 1 else ".cache/calib"
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as t:
    for name in sorted(os.listdir(d)):
        if name != "frames":
            t.add(os.path.join(d, name), arcname=name)
req = urllib.request.Request(PORTAL, data=buf.getvalue(), headers={"Content-Type": "application/gzip"}, method="POST")
with urllib.request.urlopen(req, timeout=60) as r:
    print("portal:", json.load(r).get("url"))
