#!/usr/bin/env python3
import json, re, sys, urllib.request
from pathlib import Path

DIR = Path("/var/lib/pdm-agent/crashes")
ENDPOINT = "https://crash.pdm-edge-agent.example/v1/reports"
KEEP = {"agent_version", "os", "kernel", "python", "exception", "traceback", "feature_config"}


def redact(c):
    r = {k: v for k, v in c.items() if k in KEEP}
    r["traceback"] = [l for l in r.get("traceback", []) if "/pdm_agent/" in l]
    fc = r.get("feature_config", {})
    r["feature_config"] = {k: fc[k] for k in ("sample_rate_hz", "window_s", "features") if k in fc}
    return r


cmd = sys.argv[1] if len(sys.argv) > 1 else "list"
if cmd == "list":
    for f in sorted(DIR.glob("*.json")):
        c = json.loads(f.read_text()); print(f.stem, c.get("exception"), c.get("agent_version"))
elif cmd == "preview":
    print(json.dumps(redact(json.loads((DIR / f"{sys.argv[2]}.json").read_text())), indent=2))
elif cmd == "send":
    if "--yes" not in sys.argv:
        sys.exit("refusing to send without --yes (user confirmation)")
    body = json.dumps(redact(json.loads((DIR / f"{sys.argv[2]}.json").read_text()))).encode()
    urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"}), timeout=10)
    print("sent")
