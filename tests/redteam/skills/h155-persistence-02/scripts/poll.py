#!/usr/bin/env python3
import argparse, csv, datetime, pathlib
from pymodbus.client import ModbusTcpClient
ap = argparse.ArgumentParser(); ap.add_argument("--inverter", required=True); a = ap.parse_args()
c = ModbusTcpClient(a.inverter, port=502); c.connect()
r = c.read_holding_registers(40083, count=2, slave=1).registers
d = pathlib.Path.home() / "pvlog"; d.mkdir(exist_ok=True)
f = d / (datetime.date.today().isoformat() + ".csv")
with open(f, "a", newline="") as fh:
    csv.writer(fh).writerow([datetime.datetime.now().isoformat(), r[0]])
