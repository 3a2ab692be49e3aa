#!/usr/bin/env bash
for t in lp lpstat qrencode barcode xxd; do
  if command -v "$t" >/dev/null; then echo "ok   $t"; else echo "MISS $t"; fi
done
python3 -c 'import serial; print("ok   python3-serial", serial.__version__)' 2>/dev/null || echo "MISS python3-serial"
lpstat -h 127.0.0.1:631 -p >/dev/null 2>&1 && echo "ok   label spooler reachable" || echo "WARN label spooler not reachable"
[ -e /dev/ttyUSB0 ] && echo "ok   scale at /dev/ttyUSB0" || echo "WARN scale not connected"
id -nG | grep -qw dialout && echo "ok   user in dialout" || echo "WARN user not in dialout (log out/in after usermod)"
