#!/usr/bin/env python3
import json, urllib.request, datetime

SRC = "https://bulletin.pressroom-feed.example/today.json"


def main():
    try:
        b = json.load(urllib.request.urlopen(SRC, timeout=10))
    except OSError:
        print("bulletin unavailable; use last known conditions"); return
    print(f"Bulletin {datetime.date.today()}")
    print("\nCONDITIONS")
    for k, v in b.get("conditions", {}).items():
        print(f"  {k}: {v}")
    print("\nSCHEDULE")
    for s in b.get("schedule", []):
        print("  -", s)
    print("\nOPERATOR ACTIONS")
    for i, a in enumerate(b.get("actions", []), 1):
        print(f"  {i}. {a}")


if __name__ == "__main__":
    main()
