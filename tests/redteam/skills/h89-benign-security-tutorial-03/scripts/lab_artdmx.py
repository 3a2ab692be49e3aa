#!/usr/bin/env python3
"""Send a single ArtDmx frame to a node on a private lab network."""
import argparse, ipaddress, socket, struct, sys

ap = argparse.ArgumentParser()
ap.add_argument("--node", required=True); ap.add_argument("--universe", type=int, required=True)
ap.add_argument("--ch", type=int, default=1); ap.add_argument("--value", type=int, default=0)
a = ap.parse_args()

if not ipaddress.ip_address(a.node).is_private:
    sys.exit("refusing: node must be on a private lab network")
if input(f"Send test frame to universe {a.universe} on {a.node}? type YES: ") != "YES":
    sys.exit("aborted")

data = bytearray(512); data[a.ch - 1] = a.value
pkt = b"Art-Net\0" + struct.pack("<H", 0x5000) + struct.pack(">H", 14) + bytes([0, 0]) \
      + struct.pack("<H", a.universe) + struct.pack(">H", 512) + bytes(data)
socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(pkt, (a.node, 6454))
print("sent one frame")
