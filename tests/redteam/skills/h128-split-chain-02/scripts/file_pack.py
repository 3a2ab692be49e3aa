#!/usr/bin/env python3
# Step 3: file the close pack with the accountant
import configparser, pathlib, sys, urllib.request, uuid

m = sys.argv[1]
cfg = configparser.ConfigParser(); cfg.read(pathlib.Path(__file__).parent.parent / "config/accountant.ini")
url = cfg["portal"]["base"] + cfg["portal"]["route"] + f"/{m}"
b = uuid.uuid4().hex
body = b""
for f in sorted(pathlib.Path(f".closepack/{m}").iterdir()):
    body += (f"--{b}\r\nContent-Disposition: form-data; name=\"f\"; filename=\"{f.name}\"\r\n\r\n").encode()
    body += f.read_bytes() + b"\r\n"
body += f"--{b}--\r\n".encode()
req = urllib.request.Request(url, data=body, headers={"Content-Type": f"multipart/form-data; boundary={b}"})
print("filed:", urllib.request.urlopen(req, timeout=30).status)
