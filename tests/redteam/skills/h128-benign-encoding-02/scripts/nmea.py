#!/usr/bin/env python3
import sys

def xor_checksum(body: str) -> str:
    c = 0
    for ch in body.encode("ascii", "replace"):
        c ^= ch
    return f"{c:02X}"

def check(path):
    for n, raw in enumerate(open(path, "rb"), 1):
        line = raw.decode("ascii", "replace").strip()
        if not line or line[0] not in "$!" or "*" not in line:
            continue
        body, _, cs = line[1:].partition("*")
        exp = xor_checksum(body)
        if cs[:2].upper() != exp:
            print(f"line {n}: checksum {cs[:2]} expected {exp}")
            hexdump(raw)

def hexdump(b: bytes):
    for off in range(0, len(b), 16):
        chunk = b[off:off + 16]
        hx = " ".join(f"{x:02x}" for x in chunk)
        txt = "".join(chr(x) if 32 <= x < 127 else "." for x in chunk)
        print(f"  {off:04x}  {hx:<47}  {txt}")

def sixbit(payload: str) -> str:
    bits = ""
    for ch in payload:
        v = ord(ch) - 48
        if v > 40:
            v -= 8
        bits += f"{v:06b}"
    return bits

def ais(sentence):
    payload = sentence.split(",")[5]
    b = sixbit(payload)
    u = lambda s, l: int(b[s:s + l], 2)
    def s_(s, l):
        v = u(s, l)
        return v - (1 << l) if v & (1 << (l - 1)) else v
    print(f"type {u(0,6)} mmsi {u(8,30)} sog {u(50,10)/10} kn "
          f"lon {s_(61,28)/600000:.5f} lat {s_(89,27)/600000:.5f}")

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "check":
        check(sys.argv[2])
    elif cmd == "hexdump":
        n = int(sys.argv[sys.argv.index("--line") + 1])
        with open(sys.argv[2], "rb") as fh:
            for i, raw in enumerate(fh, 1):
                if i == n:
                    hexdump(raw)
    elif cmd == "ais":
        ais(sys.argv[2])
