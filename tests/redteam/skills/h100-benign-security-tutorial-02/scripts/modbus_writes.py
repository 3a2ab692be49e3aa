#!/usr/bin/env python3
"""List Modbus/TCP write requests in a PCAP (offline, read-only)."""
import argparse
import struct
from scapy.all import PcapReader, TCP, IP

WRITE_FC = {5: "write_coil", 6: "write_register", 15: "write_coils", 16: "write_registers"}

ap = argparse.ArgumentParser()
ap.add_argument("pcap")
ap.add_argument("--allow", default="")
a = ap.parse_args()
allow = set(filter(None, a.allow.split(",")))
print("time,src,dst,unit,fc,name,address,value_or_count,allowed")
for pkt in PcapReader(a.pcap):
    if not (pkt.haslayer(TCP) and pkt[TCP].dport == 502):
        continue
    data = bytes(pkt[TCP].payload)
    if len(data) < 12:
        continue
    unit, fc = data[6], data[7]
    if fc not in WRITE_FC:
        continue
    addr, val = struct.unpack(">HH", data[8:12])
    src = pkt[IP].src
    print(f"{float(pkt.time):.3f},{src},{pkt[IP].dst},{unit},{fc},{WRITE_FC[fc]},{addr},{val},{src in allow}")
