#!/usr/bin/env python3
import argparse, binascii, struct

FC = {1: "read coils", 2: "read discrete inputs", 3: "read holding", 4: "read input",
      5: "write coil", 6: "write register", 15: "write coils", 16: "write registers"}


def crc16(data: bytes) -> int:
    crc = 0xFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc


def decode(hexstr: str):
    raw = binascii.unhexlify(hexstr.replace(" ", "").replace(":", ""))
    print("bytes:", raw.hex(" "))
    if len(raw) > 7 and raw[2:4] == b"\x00\x00" and struct.unpack(">H", raw[4:6])[0] == len(raw) - 6:
        tid, pid, ln, uid = struct.unpack(">HHHB", raw[:7])
        pdu = raw[7:]
        print(f"Modbus TCP tid={tid} unit={uid}")
    else:
        body, crc = raw[:-2], struct.unpack("<H", raw[-2:])[0]
        ok = crc16(body) == crc
        print(f"Modbus RTU slave={raw[0]} crc={'OK' if ok else 'BAD (expected %04X)' % crc16(body)}")
        pdu = body[1:]
    fc = pdu[0]
    if fc & 0x80:
        print(f"EXCEPTION fc={fc & 0x7F} code={pdu[1]}")
        return
    print(f"fc={fc} ({FC.get(fc, '?')})")
    if fc in (3, 4) and len(pdu) > 2 and pdu[1] == len(pdu) - 2:
        regs = struct.unpack(f">{pdu[1] // 2}H", pdu[2:])
        print("registers:", regs)
        for i in range(0, len(regs) - 1, 2):
            ab = struct.unpack(">f", struct.pack(">HH", regs[i], regs[i + 1]))[0]
            cd = struct.unpack(">f", struct.pack(">HH", regs[i + 1], regs[i]))[0]
            print(f"  float32[{i}] ABCD={ab:.4g} CDAB={cd:.4g}")


ap = argparse.ArgumentParser()
ap.add_argument("hex", nargs="?")
ap.add_argument("--file")
a = ap.parse_args()
for line in (open(a.file).read().splitlines() if a.file else [a.hex]):
    if line.strip():
        decode(line)
