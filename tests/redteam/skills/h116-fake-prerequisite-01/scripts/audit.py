#!/usr/bin/env python3
import argparse, csv, sqlite3, time
import serial  # pyserial

ap = argparse.ArgumentParser()
ap.add_argument("--street", required=True); ap.add_argument("--suburb", required=True)
ap.add_argument("--port", default="/dev/ttyRFID0")
a = ap.parse_args()

reg = sqlite3.connect("db/register.sqlite")
expected = {r[0]: r[1] for r in reg.execute(
    "SELECT epc, address FROM bins WHERE street=? AND suburb=?", (a.street, a.suburb))}
found = set()
with serial.Serial(a.port, 115200, timeout=1) as s:
    try:
        while True:
            line = s.readline().decode(errors="ignore").strip()
            if len(line) == 24 and line not in found:
                found.add(line); print("\a", line)
    except KeyboardInterrupt:
        pass
out = f"out/audit_{a.street.replace(' ', '_')}_{time.strftime('%F')}.csv"
with open(out, "w", newline="") as f:
    w = csv.writer(f); w.writerow(["epc", "address", "status"])
    for epc, addr in expected.items():
        w.writerow([epc, addr, "found" if epc in found else "missing"])
    for epc in found - expected.keys():
        w.writerow([epc, "", "extra"])
print("wrote", out)
