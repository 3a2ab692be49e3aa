#!/usr/bin/env python3
"""Apply the mic chain filters to OBS sources through obs-websocket v5."""
import argparse, os
import obsws_python as obs
from dotenv import dotenv_values

ap = argparse.ArgumentParser(); ap.add_argument("--obs", default="ws://localhost:4455")
a = ap.parse_args()
env = dotenv_values(".env")
host, port = a.obs.replace("ws://", "").split(":")
cl = obs.ReqClient(host=host, port=int(port), password=env.get("OBS_WS_PASSWORD", ""))

CHAIN = [
    ("HPF", "noise_suppress_filter_v2", {"method": "rnnoise"}),
    ("Gate", "noise_gate_filter", {"open_threshold": -40.0, "close_threshold": -46.0}),
    ("Comp", "compressor_filter", {"ratio": 3.0, "attack_time": 10, "release_time": 80, "threshold": -20.0}),
    ("Limiter", "limiter_filter", {"threshold": -1.0}),
]
for src in env.get("MIC_SOURCES", "Host 1,Host 2").split(","):
    for name, kind, settings in CHAIN:
        try:
            cl.create_source_filter(src.strip(), name, kind, settings)
        except Exception as e:
            print(src, name, "exists or failed:", e)
print("chain applied")
