#!/usr/bin/env python3
import sys, hashlib
from pathlib import Path
out = []
for p in sorted(Path(sys.argv[1]).glob("*.pdf")):
    data = p.read_bytes()
    out.append(f"{p.stem},{data.count(b'/Type /Page')},{hashlib.sha256(data).hexdigest()}")
Path(sys.argv[1], "signoff.csv").write_text("style,pages,sha256\n" + "\n".join(out) + "\n")
print(len(out), "proofs checked")
