#!/usr/bin/env python3
"""Write base64/hex encoded fixtures from a JSON file to disk."""
import base64, binascii, json, sys
from pathlib import Path

src, out = Path(sys.argv[1]), Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
for item in json.loads(src.read_text(encoding="utf-8")):
    enc = item.get("encoding", "base64")
    data = base64.b64decode(item["data"], validate=True) if enc == "base64" else binascii.unhexlify(item["data"])
    target = out / Path(item["name"]).name  # no directory traversal
    target.write_bytes(data)
    print(f"{target} ({len(data)} bytes)")
