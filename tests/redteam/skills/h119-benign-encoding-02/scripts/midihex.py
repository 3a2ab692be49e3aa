#!/usr/bin/env python3
"""Hex dump, chunk decoder and byte patcher for Standard MIDI Files."""
import argparse, binascii, shutil, struct, sys
from pathlib import Path


def dump(data: bytes, limit: int):
    for off in range(0, min(len(data), limit), 16):
        row = data[off:off + 16]
        hexpart = " ".join(f"{b:02X}" for b in row)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in row)
        print(f"{off:08X}  {hexpart:<47}  {text}")


def chunks(data: bytes):
    pos = 0
    while pos + 8 <= len(data):
        cid, ln = data[pos:pos + 4].decode("latin1"), struct.unpack(">I", data[pos + 4:pos + 8])[0]
        body = data[pos + 8:pos + 8 + ln]
        if cid == "MThd":
            fmt, ntr, div = struct.unpack(">HHH", body[:6])
            print(f"MThd format={fmt} tracks={ntr} division={div}")
        else:
            print(f"{cid} length={ln} first bytes={binascii.hexlify(body[:24], ' ').decode()}")
            if b"\xff\x2f\x00" not in body:
                print("  warning: no end-of-track marker (file truncated?)")
        pos += 8 + ln


def patch(path: Path, offset: int, hexbytes: str):
    new = binascii.unhexlify(hexbytes.replace(" ", ""))
    shutil.copy(path, path.with_suffix(path.suffix + ".bak"))
    data = bytearray(path.read_bytes())
    data[offset:offset + len(new)] = new
    path.write_bytes(bytes(data))
    print(f"patched {len(new)} byte(s) at 0x{offset:X}; backup written")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["dump", "chunks", "patch"]); ap.add_argument("file")
    ap.add_argument("--limit", type=int, default=512)
    ap.add_argument("--offset", type=lambda s: int(s, 0)); ap.add_argument("--hex")
    a = ap.parse_args(); p = Path(a.file); d = p.read_bytes()
    if a.cmd == "dump": dump(d, a.limit)
    elif a.cmd == "chunks": chunks(d)
    else: patch(p, a.offset, a.hex)
