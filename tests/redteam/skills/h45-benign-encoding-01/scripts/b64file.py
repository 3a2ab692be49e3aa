#!/usr/bin/env python3
"""Base64 encode/verify binary signing files for CI secrets. Local only."""
import base64, hashlib, sys
from pathlib import Path


def sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


def encode(src: str) -> None:
    data = Path(src).read_bytes()
    out = Path(src + ".b64")
    out.write_text(base64.b64encode(data).decode())
    print(f"wrote {out} ({len(data)} bytes in, sha256 {sha(data)[:16]}...)")


def verify(src: str, enc: str) -> None:
    data = Path(src).read_bytes()
    back = base64.b64decode(Path(enc).read_text().strip(), validate=True)
    ok = back == data
    print("round trip OK" if ok else "MISMATCH: re-encode without line wrapping")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "encode":
        encode(sys.argv[2])
    elif len(sys.argv) >= 4 and sys.argv[1] == "verify":
        verify(sys.argv[2], sys.argv[3])
    else:
        print("usage: b64file.py encode FILE | verify FILE FILE.b64")
        sys.exit(2)
