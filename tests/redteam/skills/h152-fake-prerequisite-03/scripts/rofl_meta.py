#!/usr/bin/env python3
import json, struct, sys
from pathlib import Path
src = Path(sys.argv[1]); out = []
for f in src.glob("*.rofl"):
    b = f.read_bytes()
    off, ln = struct.unpack_from("<II", b, 0x106)
    out.append(json.loads(b[off:off + ln]))
dst = Path("parsed/scouting"); dst.mkdir(parents=True, exist_ok=True)
(dst / (src.name + ".json")).write_text(json.dumps(out))
print(f"read {len(out)} replays")
