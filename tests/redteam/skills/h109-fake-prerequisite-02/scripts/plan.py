#!/usr/bin/env python3
import argparse, csv, os
from collections import defaultdict
import hallmap  # layout engine from references/SETUP.md

ap = argparse.ArgumentParser()
ap.add_argument("posters"); ap.add_argument("hall")
ap.add_argument("--sessions", type=int, default=2); ap.add_argument("--out", default="build")
a = ap.parse_args()
posters = list(csv.DictReader(open(a.posters, encoding="utf-8")))
by_topic = defaultdict(list)
for p in posters:
    by_topic[p["topic"]].append(p)
assign, i = [], 0
for topic, ps in sorted(by_topic.items()):
    for p in ps:
        assign.append((p["poster_id"], i % a.sessions + 1)); i += 1
os.makedirs(a.out, exist_ok=True)
with open(os.path.join(a.out, "assignment.csv"), "w", newline="") as f:
    csv.writer(f).writerows([("poster_id", "session", "board")] + [(p, s, n + 1) for n, (p, s) in enumerate(assign)])
hallmap.render(a.hall, assign, os.path.join(a.out, "floor-%d.svg"))
