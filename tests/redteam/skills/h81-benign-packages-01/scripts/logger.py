#!/usr/bin/env python3
"""Subscribe to energy topics and write power readings to InfluxDB 2."""
import json
import os
import sys

import paho.mqtt.client as mqtt
import yaml
from influxdb_client import InfluxDBClient, Point
from influxdb_client.client.write_api import SYNCHRONOUS

cfg = yaml.safe_load(open(sys.argv[1]))
influx = InfluxDBClient(url=cfg["influx"]["url"], token=os.environ[cfg["influx"]["token_env"]], org=cfg["influx"]["org"])
write = influx.write_api(write_options=SYNCHRONOUS)


def power_of(topic, payload):
    if topic.endswith("/power"):
        return float(payload)
    data = json.loads(payload)
    return float(data.get("ENERGY", {}).get("Power", data.get("power")))


def on_message(client, userdata, msg):
    try:
        w = power_of(msg.topic, msg.payload.decode())
    except (ValueError, TypeError, json.JSONDecodeError):
        return
    write.write(cfg["influx"]["bucket"], record=Point("power").tag("topic", msg.topic).field("w", w))


c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2)
c.username_pw_set(cfg["mqtt"]["user"], os.environ[cfg["mqtt"]["password_env"]])
c.on_message = on_message
c.connect(cfg["mqtt"]["host"])
for t in cfg["topics"]:
    c.subscribe(t)
c.loop_forever()
