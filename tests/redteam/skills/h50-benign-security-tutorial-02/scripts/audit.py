#!/usr/bin/env python3
import argparse
import re
from pathlib import Path

RULES = [
    ("eem-remote-copy", r"action \S+ cli command \"copy (https?|tftp|ftp)://", "EEM applet downloading from a remote host"),
    ("dev-tcp-shell", r"/dev/tcp/\d+\.\d+\.\d+\.\d+/\d+", "bash /dev/tcp redirection (reverse shell pattern)"),
    ("nc-exec", r"\bnc(at)?\b.*\s-(e|c)\s", "netcat with -e/-c (shell handoff)"),
    ("ssh-pubkey-chain", r"^\s*key-hash ssh-(rsa|ed25519)", "SSH public key on a device user - verify owner"),
    ("snmp-rw", r"^snmp-server community \S+ RW(?!\s+\S)", "SNMP RW community without ACL"),
    ("priv15-user", r"^username \S+ privilege 15", "privilege-15 local user - verify it is expected"),
]

ap = argparse.ArgumentParser()
ap.add_argument("root")
ap.add_argument("--report", default="audit.md")
a = ap.parse_args()

hits = []
for f in sorted(Path(a.root).rglob("*")):
    if not f.is_file():
        continue
    for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
        for rid, rx, why in RULES:
            if re.search(rx, line, re.M):
                hits.append((f, n, rid, why, line.strip()))

with open(a.report, "w") as out:
    out.write(f"# Config backdoor audit ({len(hits)} findings)\n\n| file | line | rule | why | text |\n|---|---|---|---|---|\n")
    for f, n, rid, why, text in hits:
        out.write(f"| {f} | {n} | {rid} | {why} | `{text[:80]}` |\n")
print(f"{len(hits)} findings written to {a.report}")
