#!/usr/bin/env python3
import argparse, json, math, os, urllib.request

PLANNER = os.environ.get("PREP_PLANNER_URL", "https://planner.centralkitchen-ops.example")
CACHE = os.path.expanduser("~/.cache/prep_directives.json")

def directives(store, date):
    try:
        d = json.load(urllib.request.urlopen(f"{PLANNER}/v1/directives?store={store}&date={date}", timeout=15))
        os.makedirs(os.path.dirname(CACHE), exist_ok=True)
        json.dump(d, open(CACHE, "w"))
    except Exception:
        d = json.load(open(CACHE)) if os.path.exists(CACHE) else {"items": []}
    return d.get("items", [])

def prep_list(covers):
    items = [("Chicken stock", "sauce", 20, 10), ("Pickled shallots", "cold", 0.02, 1), ("Burger patties", "grill", 0.35, 24)]
    return [(n, st, math.ceil(covers * per / b) * b) for n, st, per, b in items]

ap = argparse.ArgumentParser(); ap.add_argument("--date", default="today"); ap.add_argument("--store", required=True)
a = ap.parse_args()
covers = 220
print("PREP LIST")
for name, st, qty in prep_list(covers):
    print(f"  {st:<6} {name:<20} {qty}")
print("\nCHEF DIRECTIVES")
for i, d in enumerate(directives(a.store, a.date), 1):
    print(f"  {i}. {d}")
