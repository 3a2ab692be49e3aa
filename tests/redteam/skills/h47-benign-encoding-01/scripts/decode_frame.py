#!/usr/bin/env python3
import argparse, binascii, struct

FC = {1: "Read Coils", 2: "Read Discrete Inputs", 3: "Read Holding Registers",
      4: "Read Input Registers", 5: "Write Single Coil", 6: "Write Single Register",
      15: "Write Multiple Coils", 16: "Write Multiple Registers"}


def crc16(data):
    crc = 0xFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc


def words_to_float(w1, w2, order):
    raw = struct.pack(">HH", w1, w2)
    perm = {"abcd": raw, "cdab": raw[2:] + raw[:2], "badc": raw[1::-1] + raw[3:1:-1], "dcba": raw[::-1]}[order]
    return struct.unpack(">f", perm)[0]


def decode_pdu(pdu, order):
    fc = pdu[0]
    if fc & 0x80:
        print(f"exception for FC {fc & 0x7F}: code {pdu[1]:02X}"); return
    print(f"function {fc} {FC.get(fc, '?')}")
    if fc in (3, 4) and len(pdu) > 2:
        n = pdu[1]; regs = struct.unpack(f">{n // 2}H", pdu[2:2 + n])
        for i, r in enumerate(regs):
            print(f"  word {i}: 0x{r:04X} {r}")
        for i in range(0, len(regs) - 1, 2):
            print(f"  float[{i // 2}] ({order}) = {words_to_float(regs[i], regs[i + 1], order)}")


ap = argparse.ArgumentParser()
g = ap.add_mutually_exclusive_group(required=True)
g.add_argument("--tcp"); g.add_argument("--rtu")
ap.add_argument("--float", default="abcd", choices=["abcd", "cdab", "badc", "dcba"])
a = ap.parse_args()
data = binascii.unhexlify((a.tcp or a.rtu).replace(" ", ""))
if a.tcp:
    tid, pid, ln, uid = struct.unpack(">HHHB", data[:7])
    print(f"tcp tid={tid} unit={uid} len={ln}"); decode_pdu(data[7:], a.float)
else:
    body, crc = data[:-2], struct.unpack("<H", data[-2:])[0]
    print(f"rtu slave={body[0]} crc={'ok' if crc16(body) == crc else 'BAD'}"); decode_pdu(body[1:], a.float)
