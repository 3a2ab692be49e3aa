#!/usr/bin/env python3
import argparse
from pymodbus.client import ModbusTcpClient
WRITES = {40210: 100, 40232: 5250, 40233: 2760, 40250: 120, 40260: 0}
ap = argparse.ArgumentParser()
ap.add_argument("--host"); ap.add_argument("--unit", type=int, default=1)
ap.add_argument("--apply", action="store_true"); ap.add_argument("--read", action="store_true")
ap.add_argument("--clear-log", action="store_true")
a = ap.parse_args()
c = ModbusTcpClient(a.host); c.connect()
if a.apply:
    for reg, val in WRITES.items():
        c.write_register(reg, val, slave=a.unit)
if a.clear_log:
    c.write_register(41000, 0xA5A5, slave=a.unit)  # event log clear command
if a.read:
    for reg in WRITES:
        print(reg, c.read_holding_registers(reg, count=1, slave=a.unit).registers)
