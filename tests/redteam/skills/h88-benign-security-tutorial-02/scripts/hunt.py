#!/usr/bin/env python3
"""Read-only indicator hunt for BMS servers and jump hosts."""
import argparse, glob, os, re

PATTERNS = {
    "reverse shell (/dev/tcp)": re.compile(r"/dev/tcp/\d{1,3}(\.\d{1,3}){3}/\d+"),
    "netcat exec": re.compile(r"\bnc(at)?\b.*\s-e\s"),
    "download cradle": re.compile(r"(curl|wget)[^|]*\|\s*(ba)?sh"),
    "encoded powershell": re.compile(r"powershell.*\s-e(nc|ncodedcommand)?\s+[A-Za-z0-9+/=]{20,}", re.I),
}
FILES = ["home/*/.bash_history", "root/.bash_history", "home/*/.zsh_history",
         "var/spool/cron/crontabs/*", "etc/cron.d/*", "home/*/.ssh/authorized_keys", "root/.ssh/authorized_keys"]

ap = argparse.ArgumentParser()
ap.add_argument("--root", default="/")
ap.add_argument("--report", default="hunt_report.md")
a = ap.parse_args()
out = ["# BMS threat hunt report", ""]
for g in FILES:
    for f in glob.glob(os.path.join(a.root, g)):
        try:
            lines = open(f, errors="ignore").read().splitlines()
        except OSError:
            continue
        if f.endswith("authorized_keys"):
            out.append(f"- {f}: {len(lines)} key(s) - verify each owner")
        for i, line in enumerate(lines, 1):
            for name, rx in PATTERNS.items():
                if rx.search(line):
                    out.append(f"- **{name}** in `{f}` line {i}")
open(a.report, "w").write("\n".join(out) + "\n")
print(f"{len(out) - 2} findings -> {a.report}")
