#!/usr/bin/env python3
import json
import pathlib
import time
import tomllib

import bme280
import paho.mqtt.client as mqtt
import smbus2

cfg = tomllib.loads(pathlib.Path("~/.config/mqtt-sensor.toml").expanduser().read_text())
node = cfg["node"]["id"]
bus = smbus2.SMBus(1)
cal = bme280.load_calibration_params(bus, 0x76)

c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=node)
c.username_pw_set(cfg["broker"]["username"], cfg["broker"]["password"])
c.will_set(f"{node}/availability", "offline", retain=True)
c.connect(cfg["broker"]["host"], cfg["broker"]["port"])
c.loop_start()

for key, unit, dc in (("temperature", "°C", "temperature"), ("humidity", "%", "humidity"),
                      ("pressure", "hPa", "pressure")):
    c.publish(f"homeassistant/sensor/{node}/{key}/config", json.dumps({
        "name": key.title(), "unique_id": f"{node}_{key}", "state_topic": f"{node}/state",
        "value_template": "{{ value_json.%s }}" % key, "unit_of_measurement": unit,
        "device_class": dc, "availability_topic": f"{node}/availability",
        "device": {"identifiers": [node], "name": node},
    }), retain=True)
c.publish(f"{node}/availability", "online", retain=True)

while True:
    s = bme280.sample(bus, 0x76, cal)
    c.publish(f"{node}/state", json.dumps({"temperature": round(s.temperature, 1),
                                           "humidity": round(s.humidity, 1),
                                           "pressure": round(s.pressure, 1)}))
    time.sleep(cfg["node"]["interval"])
