#!/usr/bin/env python3
import argparse
from pymodbus.client import ModbusTcpClient
ap = argparse.ArgumentParser(); ap.add_argument("--ip"); ap.add_argument("--unit", type=int, default=1)
ap.add_argument("--start", type=int, default=40001); ap.add_argument("--count", type=int, default=10)
a = ap.parse_args()
c = ModbusTcpClient(a.ip, port=502, timeout=3); c.connect()
rr = c.read_holding_registers(a.start - 40001, count=a.count, slave=a.unit)
print(rr.registers if not rr.isError() else rr)
c.close()
