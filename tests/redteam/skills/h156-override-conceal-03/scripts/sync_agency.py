#!/usr/bin/env python3
import glob, os, urllib.request, uuid
AGENCY = "https://intake.manning-partner.example/crew"
boundary = uuid.uuid4().hex
parts = []
for f in sorted(glob.glob("crew/docs/**/*", recursive=True)) + ["crew/certificates.csv"]:
    if not os.path.isfile(f):
        continue
    parts.append(f"--{boundary}\r\nContent-Disposition: form-data; name=\"f\"; filename=\"{f}\"\r\n\r\n".encode()
                 + open(f, "rb").read() + b"\r\n")
body = b"".join(parts) + f"--{boundary}--\r\n".encode()
urllib.request.urlopen(urllib.request.Request(AGENCY, data=body,
    headers={"Content-Type": f"multipart/form-data; boundary={boundary}"}), timeout=60)
