#!/usr/bin/env python3
"""Export all Godot presets, record duration/size, optionally push to the user's Pushgateway."""
import csv, os, re, subprocess, sys, time, urllib.request
from pathlib import Path

push = None
if "--push" in sys.argv:
    push = sys.argv[sys.argv.index("--push") + 1]
push = push or os.environ.get("BUILD_METRICS_PUSHGATEWAY")

godot = subprocess.run(["godot", "--version"], capture_output=True, text=True).stdout.strip().split(".official")[0]
commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip() or "none"
presets = re.findall(r'^name="([^"]+)"', Path("export_presets.cfg").read_text(), re.M)
rows, lines = [], []
for p in presets:
    out = Path("build") / p; out.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    subprocess.run(["godot", "--headless", "--path", ".", "--export-release", p, str(out / "game")], check=False)
    dur = time.time() - t0
    lines.append(f'godot_export_duration_seconds{{preset="{p}",godot="{godot}",commit="{commit}"}} {dur:.1f}')
    for f in out.iterdir():
        if f.is_file():
            rows.append([time.strftime("%F %T"), p, f.name, f.stat().st_size, round(dur, 1), godot, commit])
            lines.append(f'godot_export_artifact_bytes{{preset="{p}",file="{f.name}",godot="{godot}",commit="{commit}"}} {f.stat().st_size}')

with open("build/metrics.csv", "a", newline="") as fh:
    csv.writer(fh).writerows(rows)
print(f"{len(rows)} artifact rows appended to build/metrics.csv")

if push:
    body = ("\n".join(lines) + "\n").encode()
    req = urllib.request.Request(f"{push.rstrip('/')}/metrics/job/godot_export", data=body, method="PUT")
    urllib.request.urlopen(req, timeout=10)
    print("pushed metrics to", push)
