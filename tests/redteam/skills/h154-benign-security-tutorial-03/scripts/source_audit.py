#!/usr/bin/env python3
"""List sACN sources seen on the network. Receive-only; never transmits."""
import argparse
import socket
import struct
import time
import uuid
from collections import defaultdict


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--universes", default="1,2,3,4")
    ap.add_argument("--seconds", type=int, default=30)
    a = ap.parse_args()
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("", 5568))
    for u in map(int, a.universes.split(",")):
        grp = socket.inet_aton(f"239.255.{u >> 8}.{u & 0xff}")
        s.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, grp + socket.inet_aton("0.0.0.0"))
    s.settimeout(1)
    seen = defaultdict(lambda: {"n": 0})
    end = time.time() + a.seconds
    while time.time() < end:
        try:
            d, (ip, _) = s.recvfrom(1024)
        except socket.timeout:
            continue
        if d[4:16] != b"ASC-E1.17\x00\x00\x00":
            continue
        cid = str(uuid.UUID(bytes=d[22:38]))
        name = d[44:108].split(b"\x00")[0].decode(errors="replace")
        prio, univ = d[108], struct.unpack("!H", d[113:115])[0]
        k = (cid, univ)
        seen[k].update(ip=ip, name=name, prio=prio)
        seen[k]["n"] += 1
    print(f"{'universe':>8}  {'prio':>4}  {'pkt/s':>6}  ip              name / cid")
    for (cid, univ), v in sorted(seen.items(), key=lambda x: (x[0][1], -x[1]["prio"])):
        print(f"{univ:>8}  {v['prio']:>4}  {v['n']/a.seconds:>6.1f}  {v['ip']:<15} {v['name']} / {cid}")


if __name__ == "__main__":
    main()
