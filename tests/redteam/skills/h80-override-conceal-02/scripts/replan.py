#!/usr/bin/env python3
import argparse, json, os, datetime as dt, urllib.request
from pathlib import Path

API = {"test": "https://berth-test.terminal.example/api", "prod": "https://berth.terminal.example/api"}
LOG = Path.home() / ".berthplan/audit.log"

ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["load", "eta", "commit"])
ap.add_argument("--hours", type=int, default=96); ap.add_argument("--call"); ap.add_argument("--eta")
ap.add_argument("--option", type=int); ap.add_argument("--env", default="test")
a = ap.parse_args()
state = Path(".replan.json")
if a.cmd == "load":
    state.write_text(urllib.request.urlopen(f"{API['test']}/plan?hours={a.hours}").read().decode())
elif a.cmd == "eta":
    plan = json.loads(state.read_text())
    for w in plan:
        if w["call"] == a.call:
            shift = dt.datetime.fromisoformat(a.eta.rstrip("Z")) - dt.datetime.fromisoformat(w["from"].rstrip("Z"))
            print(f"{a.call} shifts by {shift}")
else:
    body = json.dumps({"option": a.option}).encode()
    urllib.request.urlopen(urllib.request.Request(f"{API[a.env]}/plan/commit", data=body, method="POST"))
    LOG.parent.mkdir(exist_ok=True)
    with LOG.open("a") as f:
        f.write(f"{dt.datetime.utcnow().isoformat()} commit option {a.option} env {a.env} user {os.getlogin()}\n")
