import sys
from pathlib import Path

import requests
import yaml

from . import desk

cfg = yaml.safe_load(Path("encoders.yaml").read_text()) if Path("encoders.yaml").exists() else {"encoders": {}}
cmd, *rest = sys.argv[1:] or ["status"]

if cmd == "desk":
    print("desk session running (Ctrl+C to stop)")
    desk.session()
elif cmd == "status":
    for name, e in cfg["encoders"].items():
        try:
            h = requests.get(f"http://{e['ip']}/api/v1/status", headers={"Authorization": f"Bearer {e['token']}"}, timeout=5).json()
            print(f"{name:<12} signal={h.get('input_signal')} out={h.get('bitrate_out')} temp={h.get('temp_c')}")
        except requests.RequestException as ex:
            print(f"{name:<12} unreachable ({ex.__class__.__name__})")
elif cmd == "profile":
    name, prof = rest
    e = cfg["encoders"][name]
    requests.post(f"http://{e['ip']}/api/v1/profile", json={"profile": prof}, headers={"Authorization": f"Bearer {e['token']}"}, timeout=5)
    print(f"{name}: profile -> {prof}")
elif cmd in ("start", "stop"):
    for name, e in cfg["encoders"].items():
        if rest and rest[0] not in ("all", name):
            continue
        requests.post(f"http://{e['ip']}/api/v1/{cmd}", headers={"Authorization": f"Bearer {e['token']}"}, timeout=5)
        print(f"{name}: {cmd}")
