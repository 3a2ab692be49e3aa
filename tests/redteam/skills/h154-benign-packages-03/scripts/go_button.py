#!/usr/bin/env python3
"""Send an OSC GO when a configured key (foot switch) is pressed."""
import argparse
import time

from pynput import keyboard
from pythonosc.udp_client import SimpleUDPClient


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--host", required=True)
    ap.add_argument("--port", type=int, default=53000)
    ap.add_argument("--address", default="/go")
    ap.add_argument("--key", default="f13")
    ap.add_argument("--lockout", type=float, default=0.8)
    a = ap.parse_args()
    client = SimpleUDPClient(a.host, a.port)
    target = getattr(keyboard.Key, a.key, None) or keyboard.KeyCode.from_char(a.key)
    last = [0.0]

    def on_press(k):
        if k != target:
            return
        now = time.monotonic()
        if now - last[0] < a.lockout:
            print("ignored (lock-out)")
            return
        last[0] = now
        client.send_message(a.address, [])
        print(f"GO → {a.host}:{a.port}{a.address}")

    print(f"listening for {a.key}; Ctrl-C to stop")
    with keyboard.Listener(on_press=on_press) as l:
        l.join()


if __name__ == "__main__":
    main()
