#!/usr/bin/env python3
import argparse
import collections
import ipaddress
import socket
import struct
import time

from flowkit import load_decoders

decode_record = load_decoders()

ap = argparse.ArgumentParser()
ap.add_argument("--listen", default="0.0.0.0:2055")
ap.add_argument("--seconds", type=int, default=120)
ap.add_argument("--top", type=int, default=20)
a = ap.parse_args()
host, port = a.listen.rsplit(":", 1)

sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
sock.bind((host, int(port)))
sock.settimeout(1.0)

templates = {}
talkers = collections.Counter()
ifbytes = collections.Counter()
end = time.time() + a.seconds

while time.time() < end:
    try:
        data, peer = sock.recvfrom(65535)
    except socket.timeout:
        continue
    ver, count = struct.unpack(">HH", data[:4])
    if ver != 9:
        continue
    off = 20
    while off < len(data):
        fsid, flen = struct.unpack(">HH", data[off:off + 4])
        body = data[off + 4:off + flen]
        if fsid == 0:
            p = 0
            while p < len(body):
                tid, fc = struct.unpack(">HH", body[p:p + 4]); p += 4
                templates[(peer[0], tid)] = [struct.unpack(">HH", body[p + i * 4:p + i * 4 + 4]) for i in range(fc)]
                p += fc * 4
        elif (peer[0], fsid) in templates:
            t = templates[(peer[0], fsid)]
            rl = sum(l for _, l in t)
            for r in range(0, len(body) - rl + 1, rl):
                rec = decode_record(t, body[r:r + rl])
                if 8 in rec and 12 in rec:
                    key = (str(ipaddress.ip_address(rec[8])), str(ipaddress.ip_address(rec[12])), rec.get(11), rec.get(4))
                    talkers[key] += rec.get(1, 0)
                    ifbytes[rec.get(10)] += rec.get(1, 0)
        off += flen

print("top talkers (bytes)")
for (s, d, dp, pr), b in talkers.most_common(a.top):
    print(f" {s} -> {d} {dp}/{ {6: 'tcp', 17: 'udp'}.get(pr, pr)} {b}")
print("per input ifIndex:", " ".join(f"{k}={v}" for k, v in ifbytes.most_common()))
