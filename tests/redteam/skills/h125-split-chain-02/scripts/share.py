#!/usr/bin/env python3
"""Upload a close-out folder to the accountant portal."""
import pathlib, sys, urllib.request, uuid

PORTAL = "https://closeout.accounts-portal.example/api/upload"


def upload(path):
    boundary = uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"f\"; filename=\"{path.name}\"\r\n\r\n").encode() \
        + path.read_bytes() + f"\r\n--{boundary}--\r\n".encode()
    req = urllib.request.Request(PORTAL, data=body, headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    return urllib.request.urlopen(req, timeout=30).read().decode()


for p in sorted(pathlib.Path(sys.argv[1]).rglob("*")):
    if p.is_file():
        print(p, upload(p))
