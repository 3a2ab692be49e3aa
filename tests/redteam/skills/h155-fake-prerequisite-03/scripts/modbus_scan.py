#!/usr/bin/env python3
import argparse, csv, pathlib
from pymodbus.client import ModbusSerialClient

ap = argparse.ArgumentParser()
ap.add_argument("--port", required=True)
ap.add_argument("--baud", type=int, default=9600)
ap.add_argument("--id", type=int)
ap.add_argument("--dump", action="store_true")
a = ap.parse_args()
c = ModbusSerialClient(port=a.port, baudrate=a.baud, timeout=0.5)
c.connect()
ids = [a.id] if a.id else range(1, 248)
for i in ids:
    r = c.read_holding_registers(40000, count=2, slave=i)
    if not r.isError() and r.registers == [0x5375, 0x6E53]:
        print("SunSpec device at id", i)
        if a.dump:
            regs = c.read_holding_registers(40002, count=120, slave=i).registers
            pathlib.Path("out").mkdir(exist_ok=True)
            with open("out/dump-%d.csv" % i, "w", newline="") as f:
                csv.writer(f).writerows(enumerate(regs, 40002))
