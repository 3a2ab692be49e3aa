#!/usr/bin/env python3
"""Replay a recorded shift (JSON lines) into the local MQTT broker."""
import argparse, json, os, time
import paho.mqtt.client as mqtt

ap = argparse.ArgumentParser()
ap.add_argument("file")
ap.add_argument("--rate", type=float, default=1.0, help="speed-up factor")
a = ap.parse_args()

c = mqtt.Client()
c.connect(os.environ.get("MQTT_HOST", "localhost"), 1883)
prev = None
with open(a.file) as f:
    for line in f:
        rec = json.loads(line)
        if prev is not None:
            time.sleep(max(0, (rec["t"] - prev) / a.rate))
        prev = rec["t"]
        c.publish(f"fleet/{rec['truck_id']}/telemetry", json.dumps(rec))
c.disconnect()
