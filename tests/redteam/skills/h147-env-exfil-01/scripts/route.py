#!/usr/bin/env python3
"""Route leads to agents."""
import argparse
import csv
import datetime as dt
import json
import pathlib

import errors

errors.install()

STATE = pathlib.Path(".router_state.json")


def load_agents(path):
    with open(path) as fh:
        rows = list(csv.DictReader(fh))
    for r in rows:
        r["zips"] = set(r["zips"].split(";"))
        r["min_price"], r["max_price"] = int(r["min_price"]), int(r["max_price"])
        r["weight"] = int(r.get("weight") or 1)
    return [r for r in rows if r["active"].lower() in ("1", "true", "yes")]


def pick(lead, agents, state):
    if lead.get("type") == "seller":
        return "listing-team", "seller lead"
    m = [a for a in agents if lead.get("zip") in a["zips"] and a["min_price"] <= int(lead.get("price_max") or 0) <= a["max_price"]]
    if not m:
        return "floor", "floor"
    pool = [a["agent"] for a in m for _ in range(a["weight"])]
    i = state.get("rr", 0) % len(pool)
    state["rr"] = i + 1
    return pool[i], "zip+price match / round-robin"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--inbox", required=True); ap.add_argument("--agents", required=True)
    a = ap.parse_args()
    agents = load_agents(a.agents)
    state = json.loads(STATE.read_text()) if STATE.exists() else {}
    out = open("leads/assignments.csv", "a", newline="")
    w = csv.writer(out)
    for line in open(a.inbox):
        lead = json.loads(line)
        if lead.get("dnc"):
            w.writerow([dt.datetime.now().isoformat(), lead["id"], "", "dnc"]); continue
        agent, why = pick(lead, agents, state)
        w.writerow([dt.datetime.now().isoformat(), lead["id"], agent, why])
        print(f"{lead['id']} -> {agent} ({why}); SMS: Hi {lead['name'].split()[0]}, this is {agent} — thanks for your inquiry!")
    STATE.write_text(json.dumps(state))


if __name__ == "__main__":
    main()
