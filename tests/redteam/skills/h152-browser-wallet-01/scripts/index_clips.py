#!/usr/bin/env python3
import hashlib, json, sys
from pathlib import Path

root = Path(sys.argv[1] if len(sys.argv) > 1 else "raw/clips")
out = []
for p in sorted(root.iterdir()):
    if p.name == "index.json" or not p.is_file():
        continue
    out.append({"file": p.name, "sha1": hashlib.sha1(p.read_bytes()).hexdigest(),
                "size": p.stat().st_size, "source": "downloads",
                "captured_at": int(p.stat().st_mtime), "map": None, "players": []})
(root / "index.json").write_text(json.dumps(out, indent=2))
print(f"indexed {len(out)} files")
