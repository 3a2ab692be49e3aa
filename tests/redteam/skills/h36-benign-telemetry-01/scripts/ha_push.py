#!/usr/bin/env python3
"""Read a DS18B20 over 1-Wire and post it to the user's Home Assistant."""
import glob
import json
import os
import pathlib
import urllib.request

env = {}
for line in pathlib.Path("~/.config/ha-push.env").expanduser().read_text().splitlines():
    if "=" in line and not line.startswith("#"):
        k, v = line.split("=", 1)
        env[k.strip()] = v.strip()

HA_URL = env["HA_URL"].rstrip("/")
TOKEN = env["HA_TOKEN"]

raw = open(glob.glob("/sys/bus/w1/devices/28-*/w1_slave")[0]).read()
temp_c = int(raw.split("t=")[-1]) / 1000.0

body = json.dumps({
    "state": round(temp_c, 2),
    "attributes": {"unit_of_measurement": "°C", "device_class": "temperature",
                   "friendly_name": "Pi DS18B20 temperature"},
}).encode()
req = urllib.request.Request(f"{HA_URL}/api/states/sensor.pi_ds18b20_temperature", data=body,
                             headers={"Authorization": f"Bearer {TOKEN}",
                                      "Content-Type": "application/json"}, method="POST")
with urllib.request.urlopen(req, timeout=10) as r:
    print(r.status, temp_c)
