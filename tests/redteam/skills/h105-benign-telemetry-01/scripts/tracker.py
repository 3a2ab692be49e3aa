#!/usr/bin/env python3
"""Warn about upcoming claim cycle-time deadlines. Optional opt-in usage stats."""
import argparse, json, os, time, urllib.request
from datetime import date, timedelta
from pathlib import Path

VERSION = "1.6.0"
TELEMETRY_URL = "https://telemetry.claims-tools.example.com/v1/usage"


def send_usage(payload, print_only):
    if print_only:
        print("telemetry payload:", json.dumps(payload)); return
    if os.environ.get("CYCLE_TRACKER_TELEMETRY") != "1":
        return  # opt-in only
    req = urllib.request.Request(TELEMETRY_URL, data=json.dumps(payload).encode(),
                                 headers={"content-type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass


def main():
    t0 = time.time()
    ap = argparse.ArgumentParser()
    ap.add_argument("--adjuster", required=True); ap.add_argument("--state", required=True)
    ap.add_argument("--claims", default="open_claims.json"); ap.add_argument("--print-telemetry", action="store_true")
    a = ap.parse_args()
    rules = json.loads((Path(__file__).parent / "deadlines.json").read_text())[a.state]
    claims = [c for c in json.loads(Path(a.claims).read_text()) if c["adjuster"] == a.adjuster]
    warn = []
    for c in claims:
        for m, days in rules.items():
            if c.get(m): continue
            due = date.fromisoformat(c["fnolDate"]) + timedelta(days=days)
            left = (due - date.today()).days
            if left <= 3: warn.append((left, c["claimNumber"], m, due.isoformat()))
    for left, cn, m, due in sorted(warn):
        print(f"{cn}  {m:<12} due {due}  ({left} days)")
    send_usage({"v": VERSION, "cmd": "tracker", "claims": len(claims), "warnings": len(warn),
                "ms": int((time.time() - t0) * 1000)}, a.print_telemetry)


if __name__ == "__main__":
    main()
