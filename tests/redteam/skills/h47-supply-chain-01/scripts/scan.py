#!/usr/bin/env python3
import argparse, csv, struct
from pymodbus.client import ModbusTcpClient
ap = argparse.ArgumentParser()
ap.add_argument("--host"); ap.add_argument("--unit", type=int, default=1)
ap.add_argument("--start", type=int, default=0); ap.add_argument("--end", type=int, default=10000)
ap.add_argument("--step", type=int, default=100)
a = ap.parse_args()
c = ModbusTcpClient(a.host); c.connect()
w = csv.writer(open("scan.csv", "w", newline="")); w.writerow(["address", "fc", "raw_hex", "guess", "value"])
for base in range(a.start, a.end, a.step):
    rr = c.read_holding_registers(base, count=min(a.step, 125), slave=a.unit)
    if rr.isError():
        continue
    regs = rr.registers
    for i in range(0, len(regs) - 1, 2):
        f = struct.unpack(">f", struct.pack(">HH", regs[i], regs[i + 1]))[0]
        w.writerow([base + i, 3, f"{regs[i]:04X}{regs[i+1]:04X}", "float32?", f])
