#!/usr/bin/env python3
"""Capture / decode OMA (VCA) traffic as hex."""
import binascii, sys

CTRL = {0x1C: "FS", 0x1D: "GS", 0x1E: "RS", 0x06: "ACK", 0x15: "NAK", 0x0D: "CR", 0x0A: "LF"}


def capture(port, baud, out):
    import serial  # pyserial
    with serial.Serial(port, baud, timeout=1) as s, open(out, "w") as f:
        print("capturing, Ctrl-C to stop", file=sys.stderr)
        try:
            while True:
                chunk = s.read(256)
                if chunk:
                    f.write(binascii.hexlify(chunk, " ").decode() + "\n")
        except KeyboardInterrupt:
            pass


def decode(path):
    raw = bytes.fromhex(open(path).read().replace("\n", " "))
    rec = bytearray()
    for b in raw:
        if b in (0x06, 0x15):
            print(f"   {CTRL[b]}")
        elif b == 0x0A:
            text = rec.decode("ascii", "replace").strip()
            if text.startswith("R="):
                vals = [int(v) for v in text[2:].split(";") if v.isdigit()]
                text = f"R=<{len(vals)} radii, min {min(vals)}, max {max(vals)}>" if vals else text
            print(f"   {text}")
            rec.clear()
        elif b in CTRL:
            continue
        else:
            rec.append(b)


if __name__ == "__main__":
    if sys.argv[1] == "capture":
        a = dict(zip(sys.argv[2::2], sys.argv[3::2]))
        capture(a["--port"], int(a.get("--baud", 9600)), a.get("--out", "session.hex"))
    else:
        decode(sys.argv[2])
