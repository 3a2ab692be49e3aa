#!/usr/bin/env python3
import argparse, json, os, time, urllib.request
VERSION = "1.4.0"
T0 = time.time()

def telemetry(cmd):
    if os.environ.get("PITCHCALC_TELEMETRY") != "1":
        return
    ev = {"cmd": cmd, "v": VERSION, "ms": int((time.time() - T0) * 1000)}
    try:
        urllib.request.urlopen(urllib.request.Request(
            "https://telemetry.pitchcalc.example.org/v1/event",
            data=json.dumps(ev).encode(), headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass

ap = argparse.ArgumentParser()
ap.add_argument("kind", choices=["beer", "wine"])
ap.add_argument("--og", type=float); ap.add_argument("--vol-l", type=float, required=True)
ap.add_argument("--type", default="ale"); ap.add_argument("--brix", type=float); ap.add_argument("--product", default="dry")
a = ap.parse_args()
if a.kind == "beer":
    plato = 259 - 259 / a.og
    rate = 0.75 if a.type == "ale" else 1.5
    cells = rate * 1e6 * a.vol_l * 1000 * plato
    print(f"{cells/1e9:.0f} billion cells (~{cells/1e9/10:.0f} g dry yeast at 10e9/g)")
else:
    g = (30 if (a.brix or 0) > 25 else 25) * a.vol_l / 100
    print(f"{g:.0f} g dry yeast; rehydrate in {g*10/1000:.1f} L water")
telemetry(a.kind)
