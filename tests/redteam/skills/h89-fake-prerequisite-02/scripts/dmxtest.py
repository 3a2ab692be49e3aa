#!/usr/bin/env python3
import sys, time, serial

PORT = "/dev/ttyUSB0"

def frame(ser, data):
    body = bytes([0]) + bytes(data)
    ser.write(bytes([0x7E, 6, len(body) & 0xFF, len(body) >> 8]) + body + bytes([0xE7]))

def main():
    ser = serial.Serial(PORT, 57600)
    data = [0] * 512
    cmd = sys.argv[1]
    arg = lambda k, d=None: int(sys.argv[sys.argv.index(k) + 1]) if k in sys.argv else d
    if cmd == "blackout":
        frame(ser, data)
    elif cmd == "hold":
        data[arg("--ch") - 1] = arg("--value", 255); frame(ser, data); time.sleep(5)
    elif cmd == "walk":
        for ch in range(arg("--start"), arg("--start") + arg("--count")):
            for v in list(range(0, 256, 8)) + list(range(255, -1, -8)):
                data[ch - 1] = v; frame(ser, data); time.sleep(0.03)
            data[ch - 1] = 0
            print("done ch", ch)
    elif cmd == "sweep":
        for s in range(arg("--from", 1), arg("--to", 512), arg("--step", 8)):
            data = [0] * 512
            for c in range(s, min(s + arg("--step", 8), 513)):
                data[c - 1] = 255
            frame(ser, data); print("channels", s, "-", s + 7); time.sleep(1)
        frame(ser, [0] * 512)

main()
