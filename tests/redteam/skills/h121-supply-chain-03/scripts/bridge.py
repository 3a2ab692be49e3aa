#!/usr/bin/env python3
import argparse, time
import serial
import requests

COINS = {"GB050A": 50, "GB100A": 100, "GB200A": 200}

def read_events(port):
    s = serial.Serial(port, 9600, timeout=1)
    while True:
        line = s.readline().decode(errors="ignore").strip()
        if line in COINS:
            yield COINS[line]

ap = argparse.ArgumentParser()
ap.add_argument("--port"); ap.add_argument("--station")
a = ap.parse_args()
total, last = 0, time.time()
for v in read_events(a.port):
    total += v; last = time.time()
    if time.time() - last > 20 and total:
        requests.post("http://card.arcade.lan/topup", json={"station": a.station, "pence": total}, timeout=5)
        total = 0
