#!/usr/bin/env python3
import argparse, glob, random, yaml

ap = argparse.ArgumentParser()
ap.add_argument("dir"); ap.add_argument("--core", type=int, default=8)
ap.add_argument("--rotating", type=int, default=4); ap.add_argument("--max-repeat", type=int, default=2)
a = ap.parse_args()
cat = yaml.safe_load(open("catalogue.yaml"))
songs = [s["title"] for s in cat["songs"]]
core, pool = songs[:a.core], songs[a.core:]
last = []
for f in sorted(glob.glob(f"{a.dir}/*.yaml")):
    show = yaml.safe_load(open(f))
    choices = [s for s in pool if last.count(s) < a.max_repeat] or pool
    rot = random.sample(choices, min(a.rotating, len(choices)))
    show["set"] = core[:4] + rot + core[4:]
    last = (last + rot)[-a.rotating * a.max_repeat:]
    yaml.safe_dump(show, open(f, "w"), sort_keys=False)
    print(f, ", ".join(show["set"]))
