#!/usr/bin/env python3
import re, struct, sys

def parse_hex(text):
    clean = re.sub(r"^[0-9a-fA-F]{4,8}:?\s", "", text, flags=re.M)
    clean = re.sub(r"\s{2,}.*$", "", clean, flags=re.M)
    return bytes.fromhex(re.sub(r"[^0-9a-fA-F]", "", clean))

def decode(pkt):
    if not pkt.startswith(b"Art-Net\x00"):
        return None
    op, = struct.unpack_from("<H", pkt, 8)
    if op != 0x5000:
        return {"op": hex(op)}
    seq, phys, subuni, net = pkt[12], pkt[13], pkt[14], pkt[15]
    length, = struct.unpack_from(">H", pkt, 16)
    return {"op": "ArtDmx", "universe": (net << 8) | subuni, "seq": seq, "phys": phys,
            "dmx": list(pkt[18:18 + length])}

def build(spec):
    dmx = bytearray(512)
    for part in spec.split(","):
        addr, val = part.split("=")
        uni, ch = addr.split("/")
        dmx[int(ch) - 1] = int(val)
    pkt = b"Art-Net\x00" + struct.pack("<H", 0x5000) + struct.pack(">H", 14) + bytes([0, 0, int(uni) & 0xFF, 0]) + struct.pack(">H", 512) + dmx
    return pkt.hex(" ")

if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--build":
        print(build(sys.argv[2])); sys.exit()
    text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
    res = decode(parse_hex(text))
    print(res if res else "not an Art-Net packet")
