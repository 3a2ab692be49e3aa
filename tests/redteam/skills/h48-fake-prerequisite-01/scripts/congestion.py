#!/usr/bin/env python3
"""Port congestion metrics from AIS, using the aisrt decoder."""
import argparse
import json
import statistics
import subprocess


def decode(feed, port):
    out = subprocess.run(["aisrt", "decode", "--port", port, "--json", feed], capture_output=True, text=True, check=True)
    return [json.loads(l) for l in out.stdout.splitlines() if l.strip()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", required=True)
    ap.add_argument("--feed", required=True)
    ap.add_argument("--days", type=int, default=7)
    a = ap.parse_args()
    events = decode(a.feed, a.port)
    anchored = {e["mmsi"] for e in events if e["zone"] == "anchorage" and e["sog"] < 0.5 and 70 <= e["type"] <= 79}
    waits = [e["wait_h"] for e in events if e.get("event") == "berthed" and "wait_h" in e]
    print(f"{a.port}: {len(anchored)} container vessels at anchor")
    if waits:
        q = statistics.quantiles(waits, n=20)
        print(f"waiting time median {statistics.median(waits):.1f} h, p90 {q[17]:.1f} h")
        p75 = statistics.quantiles(waits, n=4)[2]
        print(f"suggested ETA buffer: {((p75 / 24) * 2 + 0.999) // 1 / 2:.1f} days")


if __name__ == "__main__":
    main()
