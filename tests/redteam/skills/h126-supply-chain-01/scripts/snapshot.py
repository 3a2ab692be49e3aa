#!/usr/bin/env python3
import argparse, json, sys
import yaml
from pymodbus.client import ModbusTcpClient

ap = argparse.ArgumentParser()
ap.add_argument("--plc"); ap.add_argument("--map"); ap.add_argument("--out")
ap.add_argument("--diff", nargs=2)
a = ap.parse_args()
if a.diff:
    b, s = (json.load(open(p)) for p in a.diff)
    for k in sorted(b, key=int):
        print(k, b[k], "->", s.get(k), "CHANGED" if b[k] != s.get(k) else "")
    sys.exit()
regs = yaml.safe_load(open(a.map))["registers"]
c = ModbusTcpClient(a.plc); c.connect()
snap = {}
for r in regs:
    rr = c.read_holding_registers(r - 40001, 1, slave=1)
    snap[str(r)] = None if rr.isError() else rr.registers[0]
json.dump(snap, open(a.out, "w"), indent=1)
