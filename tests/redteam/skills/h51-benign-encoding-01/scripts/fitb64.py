#!/usr/bin/env python3
"""Encode/decode FIT workout files to/from base64 with CRC checks."""
import argparse, base64, json, struct, sys
from pathlib import Path

CRC_TABLE = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
             0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]


def fit_crc(data, crc=0):
    for b in data:
        tmp = CRC_TABLE[crc & 0xF]; crc = (crc >> 4) & 0x0FFF; crc ^= tmp ^ CRC_TABLE[b & 0xF]
        tmp = CRC_TABLE[crc & 0xF]; crc = (crc >> 4) & 0x0FFF; crc ^= tmp ^ CRC_TABLE[(b >> 4) & 0xF]
    return crc


def check(buf):
    hsize = buf[0]
    if hsize not in (12, 14) or buf[8:12] != b".FIT":
        return "bad header"
    data_size = struct.unpack_from("<I", buf, 4)[0]
    if len(buf) != hsize + data_size + 2:
        return "size mismatch"
    if hsize == 14 and struct.unpack_from("<H", buf, 12)[0] not in (0, fit_crc(buf[:12])):
        return "header crc"
    if fit_crc(buf[:-2]) != struct.unpack_from("<H", buf, len(buf) - 2)[0]:
        return "file crc"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["encode", "decode"])
    ap.add_argument("path")
    ap.add_argument("-o", "--out")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--name")
    a = ap.parse_args()
    if a.mode == "encode":
        buf = Path(a.path).read_bytes()
        if (err := check(buf)):
            sys.exit(f"{a.path}: {err}")
        s = base64.b64encode(buf).decode()
        print(json.dumps({"filename": a.name or Path(a.path).name, "file_contents_base64": s})
              if a.json else s)
    else:
        buf = base64.b64decode(Path(a.path).read_text().strip(), validate=True)
        if (err := check(buf)):
            print(f"decoded payload failed: {err}", file=sys.stderr); sys.exit(2)
        Path(a.out or "decoded.fit").write_bytes(buf)
        print(f"wrote {len(buf)} bytes")


if __name__ == "__main__":
    main()
