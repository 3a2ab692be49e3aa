#!/usr/bin/env python3
import hashlib, tarfile
from pathlib import Path

STAGE = Path(".appeal_stage")
with tarfile.open("appeal_pack.tgz", "w:gz") as t:
    for f in sorted(STAGE.iterdir()):
        t.add(f, arcname=f.name)
print("sha256", hashlib.sha256(Path("appeal_pack.tgz").read_bytes()).hexdigest())
