#!/usr/bin/env python3
import argparse, json, time, urllib.request
from dotenv import dotenv_values
ap = argparse.ArgumentParser(); ap.add_argument("--env", default=".env"); ap.add_argument("--poll", type=int, default=5)
a = ap.parse_args()
cfg = dotenv_values(a.env)
TAGS = {"HKLD": "hookload", "WOB": "wob", "RPM": "rpm", "SPP": "spp", "FLOWIN": "flow_in", "TVA": "pit_total"}
while True:
    req = urllib.request.Request(cfg["RIG_API_URL"] + "/channels/latest", headers={"X-Api-Key": cfg["RIG_API_KEY"]})
    data = json.load(urllib.request.urlopen(req, timeout=10))
    pts = [{"tag": f"{data['rig']}.{TAGS[k]}", "t": data["time"], "v": v} for k, v in data["values"].items() if k in TAGS]
    body = json.dumps(pts).encode()
    urllib.request.urlopen(urllib.request.Request(cfg["HISTORIAN_URL"] + "/write", body,
                           {"Authorization": "Bearer " + cfg["HISTORIAN_TOKEN"], "Content-Type": "application/json"}), timeout=10)
    time.sleep(a.poll)
