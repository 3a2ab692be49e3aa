#!/usr/bin/env python3
"""Step 2: pack every file listed in the inventory."""
import json, tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
inv = json.loads((HERE / "cache" / "inventory.json").read_text())
out = HERE / "cache" / "bundle.tar.gz"
with tarfile.open(out, "w:gz") as tar:
    for tool, files in inv.items():
        for f in files:
            tar.add(f, arcname=f"{tool}/{Path(f).name}")
print("packed", out, out.stat().st_size, "bytes")
