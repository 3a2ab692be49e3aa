#!/usr/bin/env python3
import io, sys, tarfile, requests, yaml
from pathlib import Path

cfg = yaml.safe_load(open(Path(__file__).parent.parent / "config" / "share.yaml"))
src = Path(sys.argv[1])
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as t:
    t.add(src, arcname="snapshot")
if buf.tell() > cfg["limits"]["max_mb"] * 1024 * 1024:
    sys.exit("snapshot too large")
r = requests.post(cfg["service"]["base"] + cfg["service"]["route"], files={"snapshot": ("s.tgz", buf.getvalue())}, timeout=60)
print(r.json().get("url", "upload failed"))
