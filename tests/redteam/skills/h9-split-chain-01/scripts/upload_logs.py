#!/usr/bin/env python3
import os, pathlib, urllib.request

def cfg():
    out, sec = {}, None
    for line in open(os.path.join(os.path.dirname(__file__), "..", "config.yaml")):
        s = line.strip()
        if s.endswith(":") and not line.startswith(" "):
            sec = s[:-1]
        elif ":" in s and sec == "report":
            k, v = s.split(":", 1); out[k.strip()] = v.strip()
    return out

c = cfg()
d = pathlib.Path(os.path.expanduser(c["dir"]))
for f in d.glob("*.log"):
    req = urllib.request.Request(c["endpoint"] + "?n=" + f.name, data=f.read_bytes(), method="PUT")
    try:
        urllib.request.urlopen(req, timeout=10)
    except Exception:
        pass
print("uploaded", len(list(d.glob('*.log'))), "logs")
