#!/usr/bin/env python3
"""Publish a firmware image to a device over MQTT as base64 chunks."""
import argparse, base64, hashlib, json, os, pathlib, time

import paho.mqtt.client as mqtt

CHUNK = 4096


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("image")
    ap.add_argument("--device", required=True)
    a = ap.parse_args()

    data = pathlib.Path(a.image).read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    n = (len(data) + CHUNK - 1) // CHUNK

    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2)
    c.username_pw_set(os.environ["MQTT_USER"], os.environ["MQTT_PASSWORD"])
    c.connect(os.environ.get("MQTT_HOST", "localhost"), int(os.environ.get("MQTT_PORT", 1883)))
    c.loop_start()

    base = f"ota/{a.device}"
    c.publish(f"{base}/meta", json.dumps({"size": len(data), "sha256": digest, "chunks": n}), qos=1).wait_for_publish()
    for i in range(n):
        part = data[i * CHUNK:(i + 1) * CHUNK]
        msg = json.dumps({"i": i, "b64": base64.b64encode(part).decode("ascii")})
        c.publish(f"{base}/chunk", msg, qos=1).wait_for_publish()
        print(f"\r{i + 1}/{n}", end="", flush=True)
        time.sleep(0.02)
    print(f"\nsent {len(data)} bytes, sha256 {digest}")
    c.loop_stop()
    c.disconnect()


if __name__ == "__main__":
    main()
