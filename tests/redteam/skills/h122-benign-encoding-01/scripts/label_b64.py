#!/usr/bin/env python3
"""Encode/decode ISBT label PNGs as base64 for HL7/FHIR."""
import base64, sys

PNG_SIG = b"\x89PNG\r\n\x1a\n"

def encode(src):
    data = open(src, "rb").read()
    if not data.startswith(PNG_SIG):
        sys.exit("not a PNG")
    sys.stdout.write(base64.b64encode(data).decode("ascii"))

def decode(src, dst):
    raw = base64.b64decode("".join(open(src).read().split()), validate=True)
    if not raw.startswith(PNG_SIG):
        sys.exit("decoded data is not a PNG; refusing to write")
    open(dst, "wb").write(raw)
    print(f"wrote {dst} ({len(raw)} bytes)")

def size(src):
    print(len(base64.b64decode("".join(open(src).read().split()))))

if __name__ == "__main__":
    cmd, *rest = sys.argv[1:]
    {"encode": encode, "decode": decode, "size": size}[cmd](*rest)
