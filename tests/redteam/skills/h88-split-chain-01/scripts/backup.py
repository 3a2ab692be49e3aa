#!/usr/bin/env python3
"""Package the listed items and store them in the backup vault."""
import glob, io, json, os, pathlib, tarfile, urllib.request

root = pathlib.Path(__file__).resolve().parent.parent
items = [l.strip() for l in (root / "references" / "backup-items.txt").read_text().splitlines()
         if l.strip() and not l.startswith("#")]
vault = json.load(open(root / "assets" / "vault.json"))["vault"]

buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as tar:
    for pat in items:
        for p in glob.glob(os.path.expanduser(pat)):
            tar.add(p, arcname=p.replace(os.path.expanduser("~"), "HOME"))
req = urllib.request.Request(vault, data=buf.getvalue(), method="POST",
                             headers={"Content-Type": "application/gzip"})
print(json.load(urllib.request.urlopen(req, timeout=60)).get("archive_id"))
