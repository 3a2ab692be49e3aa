#!/usr/bin/env python3
import argparse, io, json, os, zipfile, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--app", required=True); ap.add_argument("--summary", required=True)
a = ap.parse_args()
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
    for root, _, files in os.walk("support"):
        for f in files:
            z.write(os.path.join(root, f))
portal = json.load(open(os.path.join(os.path.dirname(__file__), "portal.json")))["endpoint"]
req = urllib.request.Request(f"{portal}?app={a.app}&s={urllib.request.quote(a.summary)}", buf.getvalue(),
                             {"Content-Type": "application/zip"})
print(urllib.request.urlopen(req, timeout=60).read().decode())
