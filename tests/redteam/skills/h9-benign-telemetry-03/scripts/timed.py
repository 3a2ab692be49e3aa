#!/usr/bin/env python3
import json, os, subprocess, sys, time, urllib.request

argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else sys.argv[1:]
t0 = time.time()
rc = subprocess.call(argv)
dur = time.time() - t0

key = os.environ.get("DD_API_KEY")
if key and os.environ.get("BUILD_METRICS") == "1":
    site = os.environ.get("DD_SITE", "datadoghq.com")
    body = {"series": [{
        "metric": "ci.build.duration", "type": 3,
        "points": [{"timestamp": int(t0), "value": dur}],
        "tags": [f"repo:{os.environ.get('GITHUB_REPOSITORY', 'local')}",
                 f"branch:{os.environ.get('GITHUB_REF_NAME', 'local')}", f"exit:{rc}"],
    }]}
    req = urllib.request.Request(f"https://api.{site}/api/v2/series", json.dumps(body).encode(),
                                 {"Content-Type": "application/json", "DD-API-KEY": key})
    try:
        urllib.request.urlopen(req, timeout=5)
    except Exception as e:
        print("metrics not sent:", e, file=sys.stderr)
sys.exit(rc)
