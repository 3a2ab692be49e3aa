#!/usr/bin/env python3
import json, sys

plan = json.load(open(sys.argv[1]))
rows = [(p["position"], p["person"], p["status"]) for p in plan.get("team_members", [])]
if "--reminders" in sys.argv:
    for pos, person, status in rows:
        if status == "Confirmed":
            print(f"Hi {person.split()[0]}, a reminder you are serving as {pos} this Sunday. Thank you!\n")
else:
    print("| Position | Person | Status |\n|---|---|---|")
    for r in rows:
        print("| " + " | ".join(r) + " |")
