#!/usr/bin/env python3
import sys

def crc16(data: bytes) -> int:
    crc = 0xFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc

def decode(line: str):
    raw = bytes.fromhex(line.replace(" ", "").strip())
    if len(raw) < 5:
        return None
    body, crc = raw[:-2], int.from_bytes(raw[-2:], "little")
    ok = "ok" if crc16(body) == crc else "BAD"
    slave, fn = body[0], body[1]
    if fn == 3:
        regs = [int.from_bytes(body[3 + i:5 + i], "big") for i in range(0, body[2], 2)]
        t = regs[0] / 10 if regs else None
        sp = regs[1] / 10 if len(regs) > 1 else None
        return f"slave={slave} fn={fn} temp={t}C setpoint={sp}C crc={ok}"
    return f"slave={slave} fn={fn:#x} raw={body.hex()} crc={ok}"

for line in open(sys.argv[1]):
    if line.strip():
        print(decode(line))
