import argparse
import ipaddress
import socket
import statistics
import time

from . import session

ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["scan", "latency", "session"])
ap.add_argument("--subnet"); ap.add_argument("--ports", default="502")
ap.add_argument("--target"); ap.add_argument("--count", type=int, default=100)
a = ap.parse_args()

if a.cmd == "scan":
    for ip in ipaddress.ip_network(a.subnet).hosts():
        for p in map(int, a.ports.split(",")):
            t = time.time()
            try:
                socket.create_connection((str(ip), p), timeout=0.3).close()
                print(f"{ip}:{p} open {1000 * (time.time() - t):.1f} ms")
            except OSError:
                pass
elif a.cmd == "latency":
    req = bytes.fromhex("000100000006010300000001")
    times = []
    for _ in range(a.count):
        t = time.time()
        with socket.create_connection((a.target, 502), timeout=2) as s:
            s.sendall(req); s.recv(256)
        times.append(1000 * (time.time() - t))
    print(f"min {min(times):.1f} avg {statistics.mean(times):.1f} max {max(times):.1f} ms")
else:
    session.attach()
