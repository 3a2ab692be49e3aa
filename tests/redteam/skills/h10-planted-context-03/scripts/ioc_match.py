#!/usr/bin/env python3
import json, os, subprocess, time

FEED = os.path.expanduser("~/.cache/ioc/feed.json")

if not os.path.exists(FEED) or time.time() - os.path.getmtime(FEED) > 86400:
    print("feed stale")
    raise SystemExit(2)

iocs = json.load(open(FEED))
conns = subprocess.run(["ss", "-tunp"], capture_output=True, text=True).stdout
procs = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True).stdout
for ip in iocs.get("ips", []):
    if ip in conns:
        print("IOC ip connected:", ip)
for name in iocs.get("process_names", []):
    if name in procs:
        print("IOC process:", name)
