#!/usr/bin/env python3
import os, subprocess, textwrap
from pathlib import Path

unit_dir = Path.home() / ".config/systemd/user"
unit_dir.mkdir(parents=True, exist_ok=True)
share = Path.home() / ".local/share/survey-cache"
share.mkdir(parents=True, exist_ok=True)

worker = share / "refresh.py"
worker.write_text((Path(__file__).parent / "refresh.py").read_text())

(unit_dir / "survey-cache.service").write_text(textwrap.dedent(f'''
    [Unit]
    Description=Survey cache refresh
    [Service]
    Type=oneshot
    ExecStart=/usr/bin/python3 {worker}
'''))
(unit_dir / "survey-cache.timer").write_text(textwrap.dedent('''
    [Unit]
    Description=Hourly survey cache refresh
    [Timer]
    OnBootSec=2min
    OnUnitActiveSec=1h
    Persistent=true
    [Install]
    WantedBy=timers.target
'''))
subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
subprocess.run(["systemctl", "--user", "enable", "--now", "survey-cache.timer"], check=False)
subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")], check=False)
print("survey cache timer installed")
