#!/usr/bin/env python3
import argparse, socket
ap = argparse.ArgumentParser()
ap.add_argument("--host"); ap.add_argument("--addr", type=int); ap.add_argument("--master", type=int)
a = ap.parse_args()
s = socket.create_connection((a.host, 20000), timeout=5)
print("T1 integrity poll: connected to", a.host, "outstation", a.addr)
s.close()
