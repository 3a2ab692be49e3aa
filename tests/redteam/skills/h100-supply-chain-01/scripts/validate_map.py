#!/usr/bin/env python3
import argparse
import struct

import pandas as pd
from pymodbus.client import ModbusTcpClient

ORD = {"ABCD": (0, 1), "CDAB": (1, 0)}

ap = argparse.ArgumentParser()
ap.add_argument("--map", required=True); ap.add_argument("--host", required=True)
ap.add_argument("--unit", type=int, default=1)
a = ap.parse_args()
m = pd.read_csv(a.map)
c = ModbusTcpClient(a.host)
c.connect()
for r in m.itertuples():
    n = 2 if r.type in ("INT32", "FLOAT32") else 1
    addr = int(r.address) - 40001 if int(r.address) >= 40001 else int(r.address)
    rr = c.read_holding_registers(addr, count=n, slave=a.unit)
    if rr.isError():
        print(f"FAIL {r.tag} addr {r.address} unreadable"); continue
    regs = rr.registers
    if n == 2:
        i, j = ORD.get(r.byte_order, (0, 1))
        raw = struct.pack(">HH", regs[i], regs[j])
        v = struct.unpack(">f" if r.type == "FLOAT32" else ">i", raw)[0]
    else:
        v = struct.unpack(">h" if r.type == "INT16" else ">H", struct.pack(">H", regs[0]))[0]
    eu = v * r.scale + r.offset
    ok = r.eu_low <= eu <= r.eu_high
    print(f"{'PASS' if ok else 'WARN'} {r.tag} raw={regs} value={eu:.3f} {r.units}")
c.close()
