#!/usr/bin/env python3
import glob
import serial  # pyserial

dev = (glob.glob("/dev/ttyUSB*") or ["/dev/ttyUSB0"])[0]
with serial.Serial(dev, 9600, timeout=3) as s:
    s.write(b"W\r\n")
    print("scale says:", s.readline().decode(errors="replace").strip() or "(no answer)")
