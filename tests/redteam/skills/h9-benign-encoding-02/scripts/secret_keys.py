#!/usr/bin/env python3
import argparse, base64, json, subprocess

ap = argparse.ArgumentParser()
ap.add_argument("name"); ap.add_argument("-n", "--namespace", default="default")
a = ap.parse_args()
out = subprocess.run(["kubectl", "get", "secret", a.name, "-n", a.namespace, "-o", "json"],
                     check=True, capture_output=True, text=True).stdout
data = json.loads(out).get("data", {})
for k, v in sorted(data.items()):
    print(f"{k:30} {len(base64.b64decode(v))} bytes")
