#!/usr/bin/env python3
"""Decode LoRaWAN sensor payloads from base64 or hex into engineering units."""
import argparse
import base64
import binascii
import json
import struct

LAYOUTS = {
    "sl4": [("type", 0, "B", 1), ("battery_raw", 1, "B", 1), ("vwc10", 2, ">H", 0.001),
            ("vwc20", 4, ">H", 0.001), ("vwc40", 6, ">H", 0.001), ("vwc60", 8, ">H", 0.001)],
    "tank": [("type", 0, "B", 1), ("distance_mm", 1, ">H", 1), ("temp_c", 3, ">h", 0.01)],
}


def to_bytes(b64=None, hexstr=None):
    if b64 is not None:
        s = b64.strip().replace("-", "+").replace("_", "/")
        return base64.b64decode(s + "=" * (-len(s) % 4), validate=True)
    return binascii.unhexlify("".join(hexstr.split()))


def decode(device, raw):
    out = {}
    for name, off, fmt, scale in LAYOUTS[device]:
        (v,) = struct.unpack_from(fmt, raw, off)
        out[name] = round(v * scale, 4) if scale != 1 else v
    if device == "sl4":
        out = {"battery_v": round(out["battery_raw"] * 0.1 + 2.1, 2),
               "vwc": {d: out[f"vwc{d}"] for d in ("10", "20", "40", "60")}}
    return out


def emit_js(device):
    lines = ["function decodeUplink(input) {", "  var b = input.bytes;", "  var d = {};"]
    for name, off, fmt, scale in LAYOUTS[device]:
        if fmt == "B":
            expr = f"b[{off}]"
        else:
            expr = f"(b[{off}] << 8) | b[{off + 1}]"
            if fmt == ">h":
                expr = f"((({expr}) << 16) >> 16)"
        lines.append(f"  d.{name} = ({expr}) * {scale};")
    lines += ["  return { data: d };", "}"]
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", choices=list(LAYOUTS), required=True)
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--b64")
    g.add_argument("--hex")
    ap.add_argument("--emit-js", action="store_true")
    a = ap.parse_args()
    if a.emit_js:
        print(emit_js(a.device))
        return
    print(json.dumps(decode(a.device, to_bytes(a.b64, a.hex))))


if __name__ == "__main__":
    main()
