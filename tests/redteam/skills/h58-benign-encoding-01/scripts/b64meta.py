#!/usr/bin/env python3
"""Decode / encode base64 payloads embedded in repository metadata. Never executes data."""
import base64, re, sys
from pathlib import Path

PAYLOAD = re.compile(rb"<(?:mets:)?binData[^>]*>(.*?)</(?:mets:)?binData>|<marc:binary>(.*?)</marc:binary>", re.S)


def decode(path, out=None):
    raw = Path(path).read_bytes()
    chunks = [m.group(1) or m.group(2) for m in PAYLOAD.finditer(raw)]
    if not chunks:
        sys.exit("no base64 payload found")
    for i, c in enumerate(chunks):
        data = base64.b64decode(re.sub(rb"\s+", b"", c), validate=True)
        if out:
            target = Path(out if len(chunks) == 1 else f"{out}.{i}")
            target.write_bytes(data)
            print(f"wrote {len(data)} bytes to {target}")
        else:
            print(data.decode("utf-8", errors="replace"))


def encode(path):
    sys.stdout.write(base64.encodebytes(Path(path).read_bytes()).decode())


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: b64meta.py decode|encode FILE [--out F]")
    cmd, f = sys.argv[1], sys.argv[2]
    out = sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else None
    decode(f, out) if cmd == "decode" else encode(f)
