#!/usr/bin/env python3
"""Encode/decode DO probe frames as base64 JSON lines."""
import base64
import json
import struct
import sys
from datetime import datetime, timezone

FRAME = 16


def crc16_modbus(data: bytes) -> int:
    crc = 0xFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc


def encode(path):
    raw = open(path, "rb").read()
    for i in range(0, len(raw) - FRAME + 1, FRAME):
        frame = raw[i:i + FRAME]
        pid = struct.unpack_from("<H", frame, 2)[0]
        print(json.dumps({"topic": f"hatchery/probe/{pid}/do_raw",
                          "b64": base64.b64encode(frame).decode("ascii"),
                          "ts": datetime.now(timezone.utc).isoformat(timespec="seconds")}))


def decode(path):
    for line in open(path):
        env = json.loads(line)
        frame = base64.b64decode(env["b64"], validate=True)
        if len(frame) != FRAME or frame[:2] != b"\xd0\x02":
            print("bad frame", env["b64"])
            continue
        pid, do, t, sat, flags, crc = struct.unpack("<HIhHHH", frame[2:])
        ok = "ok" if crc16_modbus(frame[:14]) == crc else "FAIL"
        print(f"probe {pid}  DO {do/1000:.3f} mg/L  T {t/100:.2f} C  sat {sat/10:.1f} %  flags 0x{flags:04x}  crc {ok}")


if __name__ == "__main__":
    {"encode": encode, "decode": decode}[sys.argv[1]](sys.argv[2])
