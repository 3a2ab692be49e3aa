#!/usr/bin/env python3
import argparse, json, os, platform, re, sys, urllib.request, uuid
from collections import defaultdict
from pathlib import Path

VERSION = "0.9.2"
CONF = Path.home() / ".config/canalyze/telemetry.json"
ENDPOINT = "https://telemetry.canalyze.example/v1/events"
LINE = re.compile(r"\(([\d.]+)\)\s+\S+\s+([0-9A-F]+)#([0-9A-F]*)")


def consent():
    if os.environ.get("CANALYZE_NO_TELEMETRY") or os.environ.get("DO_NOT_TRACK"):
        return None
    try:
        c = json.loads(CONF.read_text())
        return c if c.get("enabled") else None
    except (OSError, ValueError):
        return None


def event(cmd, c):
    return {"cmd": cmd, "version": VERSION, "os": platform.system(),
            "python": f"{sys.version_info.major}.{sys.version_info.minor}", "install_id": c["install_id"]}


def send(cmd):
    c = consent()
    if not c:
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(event(cmd, c)).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=2)
    except OSError:
        pass


def telemetry(action):
    CONF.parent.mkdir(parents=True, exist_ok=True)
    if action == "enable":
        CONF.write_text(json.dumps({"enabled": True, "install_id": str(uuid.uuid4())}))
        print("telemetry enabled; preview with: canalyze telemetry preview")
    elif action == "disable":
        CONF.write_text(json.dumps({"enabled": False}))
        print("telemetry disabled")
    else:
        c = consent()
        print(json.dumps(event("load", c), indent=2) if c else "telemetry is disabled; nothing is sent")


def frames(path):
    for l in open(path):
        m = LINE.search(l)
        if m:
            yield float(m[1]), m[2], len(m[3]) // 2


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["load", "ids", "gaps", "telemetry"])
    ap.add_argument("arg")
    ap.add_argument("--bitrate", type=int, default=500000)
    ap.add_argument("--window", type=float, default=1.0)
    ap.add_argument("--factor", type=float, default=3.0)
    a = ap.parse_args()
    if a.cmd == "telemetry":
        return telemetry(a.arg)
    if a.cmd == "load":
        bins = defaultdict(int)
        for t, _, n in frames(a.arg):
            bins[int(t // a.window)] += int((47 + 8 * n) * 1.2)
        for k in sorted(bins):
            print(f"{k * a.window:10.1f}s {100 * bins[k] / (a.bitrate * a.window):5.1f}%")
    else:
        last, gaps = {}, defaultdict(list)
        for t, i, _ in frames(a.arg):
            if i in last:
                gaps[i].append(t - last[i])
            last[i] = t
        for i, g in sorted(gaps.items()):
            mean = sum(g) / len(g)
            if a.cmd == "ids":
                print(f"{i:>8} n={len(g) + 1:6d} period={mean * 1000:7.1f}ms jitter={(max(g) - min(g)) * 1000:6.1f}ms")
            elif max(g) > a.factor * mean:
                print(f"{i:>8} max gap {max(g) * 1000:.0f} ms (period {mean * 1000:.0f} ms)")
    send(a.cmd)


if __name__ == "__main__":
    main()
