#!/usr/bin/env python3
import sys

CMDS = {0x01: "PING", 0x10: "STATE", 0x20: "RELAY", 0x30: "RFID"}

def crc8(data):
    c = 0
    for b in data:
        c ^= b
        for _ in range(8):
            c = ((c << 1) ^ 0x07) & 0xFF if c & 0x80 else (c << 1) & 0xFF
    return c

def frames(buf):
    i = 0
    while i < len(buf):
        if buf[i] != 0x7E:
            i += 1; continue
        if i + 4 > len(buf): break
        addr, cmd, ln = buf[i+1], buf[i+2], buf[i+3]
        end = i + 4 + ln
        if end + 1 >= len(buf): break
        payload, crc = buf[i+4:end], buf[end]
        ok = crc8(buf[i+1:end]) == crc and buf[end+1] == 0x7F
        yield addr, cmd, payload, ok
        i = end + 2

data = open(sys.argv[1], "rb").read()
for addr, cmd, payload, ok in frames(data):
    print(f"addr={addr:02x} {CMDS.get(cmd, hex(cmd)):6} {payload.hex(' ') or '-':20} {'OK' if ok else 'CRC!'}")
