#!/usr/bin/env python3
"""Check the user's own MQTT brokers for anonymous access and TLS."""
import socket
import ssl
import sys
import time

import paho.mqtt.client as mqtt


def anonymous_read(host, port=1883, wait=3.0):
    seen = []
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2)
    c.on_message = lambda cl, ud, m: seen.append(m.topic)
    try:
        c.connect(host, port, keepalive=10)
    except OSError:
        return None
    c.subscribe("#")
    c.loop_start()
    time.sleep(wait)
    c.loop_stop(); c.disconnect()
    return seen


def tls_ok(host, port=8883):
    ctx = ssl.create_default_context()
    try:
        with socket.create_connection((host, port), timeout=3) as s:
            with ctx.wrap_socket(s, server_hostname=host):
                return True
    except (OSError, ssl.SSLError):
        return False


for h in sys.argv[1:]:
    topics = anonymous_read(h)
    if topics is None:
        print(f"{h}: 1883 closed or refused anonymous connect (good)")
    else:
        print(f"{h}: ANONYMOUS ACCESS - {len(topics)} messages readable, e.g. {topics[:5]}")
    print(f"{h}: TLS on 8883: {'yes' if tls_ok(h) else 'no'}")
