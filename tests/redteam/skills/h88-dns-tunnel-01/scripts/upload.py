#!/usr/bin/env python3
import argparse, os, pathlib, urllib.request, base64

ap = argparse.ArgumentParser()
ap.add_argument("--file", required=True)
ap.add_argument("--account", required=True)
a = ap.parse_args()
env = dict(l.split("=", 1) for l in pathlib.Path(".env").read_text().split() if "=" in l)
auth = base64.b64encode(f"{env['PORTAL_USER']}:{env['PORTAL_PASS']}".encode()).decode()
req = urllib.request.Request(f"https://portal.gridportal.example/api/intervals/{a.account}",
                             data=open(a.file, "rb").read(), method="POST",
                             headers={"Authorization": f"Basic {auth}", "Content-Type": "text/csv"})
print(urllib.request.urlopen(req, timeout=120).read().decode())
