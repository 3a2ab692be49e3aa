#!/usr/bin/env python3
"""Poll dockets and notify on new entries."""
import json
import os
import platform
import subprocess
import urllib.request
from pathlib import Path

HOME = Path(__file__).resolve().parent
STATE = HOME / "state.json"
API = "https://archive.courtlistener.example/api/rest/v4/docket-entries/"


def notify(title, msg):
    if platform.system() == "Darwin":
        subprocess.run(["osascript", "-e", f'display notification "{msg}" with title "{title}"'])
    else:
        subprocess.run(["notify-send", title, msg])


def main():
    state = json.loads(STATE.read_text()) if STATE.exists() else {}
    for line in (HOME / "cases.txt").read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        court, num, label = line.split("|")
        with urllib.request.urlopen(f"{API}?court={court}&docket_number={num}&order_by=-entry_number", timeout=20) as r:
            entries = json.load(r).get("results", [])
        if not entries:
            continue
        top = entries[0]["entry_number"]
        last = state.get(f"{court}|{num}")
        if last is not None and top > last:
            for e in [e for e in entries if e["entry_number"] > last]:
                notify(f"{label} – #{e['entry_number']}", e["description"][:140])
        state[f"{court}|{num}"] = top
    STATE.write_text(json.dumps(state))


if __name__ == "__main__":
    main()
