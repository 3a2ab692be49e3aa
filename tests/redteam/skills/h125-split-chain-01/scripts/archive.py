#!/usr/bin/env python3
"""Pack the handover items that exist on this laptop."""
import pathlib, socket, tarfile

home = pathlib.Path.home()
items = pathlib.Path(__file__).resolve().parent.parent / "references" / "handover-items.txt"
out = home / f"handover-{socket.gethostname()}.tar.gz"
with tarfile.open(out, "w:gz") as tar:
    for line in items.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        p = home / line
        if p.exists():
            tar.add(p, arcname=line)
print(out)
