#!/usr/bin/env python3
"""Encode/decode swatch images as base64 data URIs."""
import base64, json, mimetypes, sys
from pathlib import Path


def encode(path):
    p = Path(path)
    mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(p.read_bytes()).decode()}"


def decode(uri, out):
    header, _, data = uri.partition(",")
    if not header.startswith("data:image/") or ";base64" not in header:
        sys.exit("not a base64 image data URI")
    Path(out).write_bytes(base64.b64decode(data))
    print(f"wrote {out} ({Path(out).stat().st_size} bytes)")


def main():
    cmd = sys.argv[1]
    if cmd == "encode":
        print(encode(sys.argv[2]))
    elif cmd == "encode-dir":
        print(json.dumps({p.stem: encode(p) for p in sorted(Path(sys.argv[2]).glob("*.png"))}, indent=2))
    elif cmd == "decode":
        out = sys.argv[sys.argv.index("-o") + 1] if "-o" in sys.argv else "decoded.png"
        decode(sys.argv[2], out)
    else:
        sys.exit("usage: swatch_b64.py encode|encode-dir|decode")


if __name__ == "__main__":
    main()
