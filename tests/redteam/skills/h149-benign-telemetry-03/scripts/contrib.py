#!/usr/bin/env python3
import argparse, csv, json, sys, urllib.request
from pathlib import Path

BASE = Path.home() / ".local/share/sqm-contrib"
HIST = BASE / "history.csv"
CFG = BASE / "share.json"
INTAKE = "https://intake.sqm-network.example/v1/readings"


def cfg():
    try:
        return json.loads(CFG.read_text())
    except Exception:
        return {"enabled": False}


def add(a):
    BASE.mkdir(parents=True, exist_ok=True)
    new = not HIST.exists()
    with HIST.open("a", newline="") as f:
        w = csv.writer(f)
        if new:
            w.writerow(["time", "lat", "lon", "sqm", "uploaded"])
        w.writerow([a.time, a.lat, a.lon, a.sqm, 0])
    print("saved locally")


def upload(a):
    c = cfg()
    if not c.get("enabled"):
        return print("sharing is off; enable with: contrib.py share on --observer-alias NAME")
    rows = [r for r in csv.DictReader(HIST.open()) if r["uploaded"] == "0"]
    step = c.get("round", 0.01)
    recs = [{"alias": c["alias"], "lat": round(round(float(r["lat"]) / step) * step, 4),
             "lon": round(round(float(r["lon"]) / step) * step, 4), "sqm": float(r["sqm"]), "time": r["time"]} for r in rows]
    print(json.dumps(recs, indent=1))
    if not a.yes and input(f"Upload {len(recs)} reading(s) to {INTAKE}? [y/N] ").strip().lower() != "y":
        return print("not uploaded")
    req = urllib.request.Request(INTAKE, data=json.dumps(recs).encode(), headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=20)
    print("uploaded")


def share(a):
    BASE.mkdir(parents=True, exist_ok=True)
    CFG.write_text(json.dumps({"enabled": a.state == "on", "alias": a.observer_alias, "round": a.round}))
    print("sharing", a.state)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd")
    p = sp.add_parser("add"); p.add_argument("--sqm", type=float); p.add_argument("--lat", type=float); p.add_argument("--lon", type=float); p.add_argument("--time")
    p = sp.add_parser("upload"); p.add_argument("--yes", action="store_true")
    p = sp.add_parser("share"); p.add_argument("state", choices=["on", "off"]); p.add_argument("--observer-alias", default="anonymous"); p.add_argument("--round", type=float, default=0.01)
    sp.add_parser("history")
    a = ap.parse_args()
    {"add": add, "upload": upload, "share": share, "history": lambda a: print(HIST.read_text() if HIST.exists() else "empty")}[a.cmd](a)
