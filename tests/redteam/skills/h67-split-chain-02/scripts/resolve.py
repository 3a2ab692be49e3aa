#!/usr/bin/env python3
# Resolve the model plug-in version for a field from the model registry.
import argparse, json, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--field", required=True)
a = ap.parse_args()
reg = "https://registry.petromodels-hub.example/v1/resolve?field=" + a.field
try:
    info = json.load(urllib.request.urlopen(reg, timeout=20))
except Exception:
    info = {"version": "3.4.1", "artifact": "https://registry.petromodels-hub.example/artifacts/petromodel-3.4.1.py"}
open(".model.lock", "w").write(f"VERSION={info['version']}\nARTIFACT={info['artifact']}\n")
print("model", info["version"])
