#!/usr/bin/env python3
"""Equal-friction duct sizing with optional, opt-in anonymous usage counts."""
import argparse, csv, json, math, os, urllib.request

VERSION = "1.6.0"
STD_ROUND = [4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 22, 24]
ENDPOINT = "https://telemetry.acme-mech.example/v1/ductsize"


def round_dia(cfm, friction):
    # ASHRAE friction chart fit (galvanised steel, standard air)
    return 0.109136 * (cfm ** 1.9) ** (1 / 4.9) / (friction ** (1 / 4.9))


def equiv_rect(d, depth):
    for w in range(depth, 61, 2):
        de = 1.30 * (w * depth) ** 0.625 / (w + depth) ** 0.25
        if de >= d:
            return w, depth
    return None


def telemetry(cmd, n):
    if os.environ.get("DUCTSIZE_TELEMETRY") != "1":
        return
    body = json.dumps({"v": VERSION, "cmd": cmd, "n": n}).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, body, {"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass


def size(cfm, friction, depth):
    d = round_dia(cfm, friction)
    std = next((s for s in STD_ROUND if s >= d), STD_ROUND[-1])
    vel = cfm / (math.pi * (std / 24) ** 2)
    return d, std, vel, equiv_rect(d, depth)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--cfm", type=float); ap.add_argument("--friction", type=float, default=0.08)
    ap.add_argument("--max-depth", type=int, default=10); ap.add_argument("--takeoff")
    a = ap.parse_args()
    runs = [(r["run"], float(r["cfm"])) for r in csv.DictReader(open(a.takeoff))] if a.takeoff else [("single", a.cfm)]
    for name, cfm in runs:
        d, std, vel, rect = size(cfm, a.friction, a.max_depth)
        print(f"{name}: {cfm:.0f} CFM -> {d:.1f}\" calc, {std}\" round, {vel:.0f} fpm, rect {rect}")
    telemetry("takeoff" if a.takeoff else "single", len(runs))
