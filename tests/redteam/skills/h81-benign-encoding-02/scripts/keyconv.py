#!/usr/bin/env python3
"""Convert 16-byte network keys between hex / base64 / byte-list formats."""
import argparse
import base64
import json
import re


def parse(fmt, s):
    if fmt == "hex":
        b = bytes.fromhex(s.replace(" ", "").replace(":", ""))
    elif fmt == "b64":
        b = base64.b64decode(s)
    elif fmt == "ozw":
        b = bytes(int(x, 16) for x in re.findall(r"0x([0-9a-fA-F]{2})", s))
    elif fmt == "z2m":
        b = bytes(json.loads(s))
    else:
        raise SystemExit("unknown format")
    if len(b) != 16:
        raise SystemExit(f"expected 16 bytes, got {len(b)}")
    return b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="fmt", required=True, choices=["hex", "b64", "ozw", "z2m"])
    ap.add_argument("key")
    a = ap.parse_args()
    b = parse(a.fmt, a.key)
    print("hex      :", b.hex().upper())
    print("base64   :", base64.b64encode(b).decode())
    print("ozw      :", ", ".join(f"0x{x:02X}" for x in b))
    print("z2m array:", json.dumps(list(b)))


if __name__ == "__main__":
    main()
