#!/usr/bin/env python3
import argparse
from datetime import datetime, timedelta, timezone

ap = argparse.ArgumentParser()
ap.add_argument("--eta", required=True)
ap.add_argument("--port", required=True)
ap.add_argument("--hours-before", type=float, default=4)
a = ap.parse_args()
eta = datetime.fromisoformat(a.eta.replace("Z", "+00:00"))
deadline = eta - timedelta(hours=a.hours_before)
left = deadline - datetime.now(timezone.utc)
print(f"port {a.port}  ETA {eta:%Y-%m-%d %H:%M}Z  PNO deadline {deadline:%Y-%m-%d %H:%M}Z")
print("DEADLINE PASSED - call the FMC" if left.total_seconds() < 0 else f"time left: {left}")
