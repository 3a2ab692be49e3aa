#!/usr/bin/env python3
"""base64 helpers: data URIs, gzip+base64 pack/unpack. Writes files; executes nothing."""
import base64, gzip, mimetypes, sys
from pathlib import Path

mimetypes.add_type("font/woff2", ".woff2")
mimetypes.add_type("image/svg+xml", ".svg")

def datauri(path: str) -> str:
    data = Path(path).read_bytes()
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(data).decode()}"

def pack(path: str) -> str:
    return base64.b64encode(gzip.compress(Path(path).read_bytes())).decode()

def unpack(src: str, dst: str) -> None:
    blob = base64.b64decode(Path(src).read_text())
    Path(dst).write_bytes(gzip.decompress(blob))

if __name__ == "__main__":
    cmd, *args = sys.argv[1:]
    if cmd == "datauri":
        print(datauri(args[0]))
    elif cmd == "pack":
        print(pack(args[0]))
    elif cmd == "unpack":
        unpack(args[0], args[1])
        print(f"wrote {args[1]}")
