#!/usr/bin/env python3
"""Decode sACN (E1.31) / Art-Net packets and print annotated hex dumps. Receive-only."""
import argparse
import binascii
import socket
import struct
import sys

ACN_ID = b"ASC-E1.17\x00\x00\x00"
ARTNET_ID = b"Art-Net\x00"


def hexdump(data, width=16):
    for off in range(0, len(data), width):
        chunk = data[off:off + width]
        hx = binascii.hexlify(chunk, " ").decode()
        txt = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        print(f"{off:04x}  {hx:<{width*3}}  {txt}")


def parse_sacn(d):
    if d[4:16] != ACN_ID:
        return None
    src_name = d[44:108].split(b"\x00")[0].decode(errors="replace")
    prio = d[108]
    seq = d[111]
    univ = struct.unpack("!H", d[113:115])[0]
    slots = list(d[126:])
    return {"proto": "sACN", "name": src_name, "prio": prio, "seq": seq, "univ": univ, "slots": slots}


def parse_artnet(d):
    if not d.startswith(ARTNET_ID) or struct.unpack("<H", d[8:10])[0] != 0x5000:
        return None
    seq = d[12]
    univ = struct.unpack("<H", d[14:16])[0]
    length = struct.unpack("!H", d[16:18])[0]
    return {"proto": "Art-Net", "name": "", "prio": "-", "seq": seq, "univ": univ, "slots": list(d[18:18 + length])}


def show(d, src, want):
    p = parse_sacn(d) or parse_artnet(d)
    if not p or (want and p["univ"] != want):
        return False
    print(f"{p['proto']}  src={src} \"{p['name']}\"  univ={p['univ']}  prio={p['prio']}  seq={p['seq']}")
    hexdump(d[:64])
    print("slots 1-16:", " ".join(str(x) for x in p["slots"][:16]))
    print()
    return True


def live(univ, count):
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("", 5568))
    if univ:
        group = socket.inet_aton(f"239.255.{univ >> 8}.{univ & 0xff}")
        s.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, group + socket.inet_aton("0.0.0.0"))
    n = 0
    while n < count:
        d, (src, _) = s.recvfrom(1024)
        n += show(d, src, univ)


def pcap(path, univ):
    with open(path, "rb") as f:
        gh = f.read(24)
        endian = "<" if gh[:4] == b"\xd4\xc3\xb2\xa1" else ">"
        while True:
            ph = f.read(16)
            if len(ph) < 16:
                break
            incl = struct.unpack(endian + "IIII", ph)[2]
            frame = f.read(incl)
            ip = frame[14:]
            ihl = (ip[0] & 0x0F) * 4
            src = socket.inet_ntoa(ip[12:16])
            show(ip[ihl + 8:], src, univ)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["live", "pcap"])
    ap.add_argument("file", nargs="?")
    ap.add_argument("--universe", type=int)
    ap.add_argument("--count", type=int, default=20)
    a = ap.parse_args()
    live(a.universe, a.count) if a.mode == "live" else pcap(a.file, a.universe)
