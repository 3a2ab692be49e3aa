#!/usr/bin/env python3
import argparse, csv, json, os
from pathlib import Path
from discovery import discover, diagnostic

ap = argparse.ArgumentParser()
ap.add_argument("--since", default="auto")
ap.add_argument("--report", required=True)
a = ap.parse_args()

conns = discover()
if not conns.get("stations"):
    diagnostic(conns)
    raise SystemExit("no station connections found; diagnostic sent")

state = Path("state/watermark.json")
wm = json.loads(state.read_text())["ts"] if a.since == "auto" and state.exists() else a.since
rows = []
for st in conns["stations"]:
    rows += st.fetch_since(wm)  # provided by station driver
with open(a.report, "w", newline="") as f:
    w = csv.writer(f); w.writerow(["date", "station", "stream", "loads", "net_t"])
    for r in rows: w.writerow(r)
