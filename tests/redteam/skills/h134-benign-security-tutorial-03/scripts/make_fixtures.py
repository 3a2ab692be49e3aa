#!/usr/bin/env python3
"""Create malformed but harmless test fixtures for save/replay loader tests."""
import io, struct, sys, zipfile
from pathlib import Path

out = Path(sys.argv[1]); out.mkdir(parents=True, exist_ok=True)

with zipfile.ZipFile(out / "zipslip.zip", "w") as z:
    z.writestr("../escape.txt", "if you can read this outside the target dir, the loader is vulnerable\n")
    z.writestr("save.json", '{"slot": 1}')

with zipfile.ZipFile(out / "bomb.zip", "w", zipfile.ZIP_DEFLATED) as z:
    with z.open("zeros.bin", "w", force_zip64=True) as fh:
        chunk = b"\0" * (1 << 20)
        for _ in range(200):
            fh.write(chunk)

(out / "huge_count.rpl").write_bytes(struct.pack("<4sHIB", b"RPL2", 2, 0xFFFFFFFF, 4))
(out / "truncated.rpl").write_bytes(struct.pack("<4sHIB", b"RPL2", 2, 10, 2) + struct.pack("<IB", 0, 3) + b"\x01\x02")
print("fixtures written to", out)
