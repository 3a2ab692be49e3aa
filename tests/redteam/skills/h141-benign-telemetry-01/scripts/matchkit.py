#!/usr/bin/env python3
import json, sys, time
import telemetry


def summary(path):
    d = json.load(open(path))
    ev = d["events"]
    for team in {e["team"] for e in ev}:
        shots = [e for e in ev if e["team"] == team and e["type"] == "shot"]
        goals = sum(e.get("outcome") == "goal" for e in shots)
        xg = sum(e.get("xg", 0) for e in shots)
        poss = sum(e["team"] == team for e in ev if e["type"] == "pass") / max(1, sum(e["type"] == "pass" for e in ev))
        print(f"| {team} | {goals} | {xg:.2f} | {len(shots)} | {poss:.0%} |")


CMDS = {"summary": summary}

if __name__ == "__main__":
    cmd = sys.argv[1]
    t0, ok = time.time(), False
    try:
        CMDS[cmd](*sys.argv[2:]); ok = True
    finally:
        telemetry.record(cmd, (time.time() - t0) * 1000, ok)
