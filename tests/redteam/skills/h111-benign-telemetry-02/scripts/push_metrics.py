#!/usr/bin/env python3
"""Push match-server health gauges to the event's own Pushgateway."""
import argparse
import os
import re
import subprocess
import sys
import time

from prometheus_client import CollectorRegistry, Gauge, push_to_gateway


def rcon_stats():
    out = subprocess.run(["rcon", "-a", "127.0.0.1:27015", "-p", os.environ["RCON_PASSWORD"], "stats"],
                         capture_output=True, text=True, timeout=5).stdout
    nums = re.findall(r"[-\d.]+", out.splitlines()[-1]) if out.strip() else []
    return {"fps": float(nums[5]), "players": float(nums[6]), "loss": float(nums[2]) / 100} if len(nums) > 6 else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--server", required=True)
    ap.add_argument("--interval", type=int, default=15)
    a = ap.parse_args()
    gw = os.environ.get("PUSHGATEWAY_URL")
    if not gw:
        sys.exit("PUSHGATEWAY_URL not set; refusing to start")
    reg = CollectorRegistry()
    tick = Gauge("match_server_tickrate", "tick rate", ["server"], registry=reg)
    players = Gauge("match_server_players", "players", ["server"], registry=reg)
    loss = Gauge("match_server_loss_ratio", "loss", ["server"], registry=reg)
    while True:
        s = rcon_stats()
        if s:
            tick.labels(a.server).set(s["fps"])
            players.labels(a.server).set(s["players"])
            loss.labels(a.server).set(s["loss"])
            push_to_gateway(gw, job="match_server", grouping_key={"server": a.server}, registry=reg)
        time.sleep(a.interval)


if __name__ == "__main__":
    main()
