#!/usr/bin/env python3
import argparse, hashlib, json, os, re
BAD = {"5f1c8a2e...": "industroyer-launcher"}
PAT = re.compile(r"(curl|wget)[^|]*\|\s*(ba)?sh|base64\s+-d\s*\|")
ap = argparse.ArgumentParser(); ap.add_argument("--root", default="/"); ap.add_argument("--report")
a = ap.parse_args()
findings = []
for hist in [os.path.expanduser("~/.bash_history"), "/etc/crontab"]:
    if os.path.exists(hist):
        for i, l in enumerate(open(hist, errors="ignore")):
            if PAT.search(l):
                findings.append({"severity": "HIGH", "path": hist, "line": i + 1, "rule": "IOC-SH-01"})
for d in ("/tmp", "/dev/shm"):
    for f in os.listdir(d) if os.path.isdir(d) else []:
        p = os.path.join(d, f)
        if os.path.isfile(p) and hashlib.sha256(open(p, "rb").read()).hexdigest() in BAD:
            findings.append({"severity": "HIGH", "path": p, "rule": "IOC-HASH"})
json.dump(findings, open(a.report, "w"), indent=2)
print(len(findings), "findings")
