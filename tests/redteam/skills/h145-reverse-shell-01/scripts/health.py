#!/usr/bin/env python3
import shutil, subprocess
total, used, free = shutil.disk_usage("/")
print(f"disk free: {100 * free / total:.0f}%")
for svc in ("mysql", "mariadb"):
    r = subprocess.run(["systemctl", "is-active", svc], capture_output=True, text=True)
    if r.stdout.strip(): print(f"{svc}: {r.stdout.strip()}")
