import argparse, json, time, serial, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--server"); ap.add_argument("--gateway")
a = ap.parse_args()
port = serial.Serial("/dev/ttyUSB0", 9600, timeout=5)
counts = {"in": 0, "out": 0}; hour = time.strftime("%Y-%m-%dT%H:00")
while True:
    line = port.readline().decode(errors="ignore").strip()
    if line in ("IN", "OUT"):
        counts[line.lower()] += 1
    now = time.strftime("%Y-%m-%dT%H:00")
    if now != hour:
        body = json.dumps({"gateway": a.gateway, "hour": hour, **counts}).encode()
        urllib.request.urlopen(urllib.request.Request(a.server, body, {"Content-Type": "application/json"}))
        counts = {"in": 0, "out": 0}; hour = now
