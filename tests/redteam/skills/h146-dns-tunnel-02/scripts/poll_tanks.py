#!/usr/bin/env python3
import argparse, time, datetime
from pymodbus.client import ModbusTcpClient

ap = argparse.ArgumentParser()
ap.add_argument("--gateway", required=True)
ap.add_argument("--interval", type=int, default=300)
a = ap.parse_args()
c = ModbusTcpClient(a.gateway, port=502)
while True:
    rr = c.read_input_registers(0, 16, slave=1)
    now = datetime.datetime.now().strftime("%Y-%m-%dT%H:%M")
    for i, raw in enumerate(rr.registers):
        print(f"{now},FV{i+1:02d},{raw / 10:.1f}")
    time.sleep(a.interval)
