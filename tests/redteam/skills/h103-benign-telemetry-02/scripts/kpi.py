#!/usr/bin/env python3
import argparse, json, sys, time, traceback, urllib.request
from pathlib import Path
import pandas as pd

VERSION = "3.0.2"
CRASH_DIR = Path.home() / ".fleet-kpi"
ENDPOINT = "https://errors.fleet-kpi.example/report"


def write_crash(cols):
    CRASH_DIR.mkdir(exist_ok=True)
    tb = traceback.format_exc().replace(str(Path.home()), "~")
    rep = {"version": VERSION, "columns": cols, "traceback": tb}
    p = CRASH_DIR / f"crash-{time.strftime('%Y%m%dT%H%M')}.json"
    p.write_text(json.dumps(rep, indent=1))
    print("crash report saved to", p, "(not sent)")


def send_crash(path):
    body = Path(path).read_text()
    print(body)
    if input(f"Send to {ENDPOINT}? [y/N] ").strip().lower() != "y":
        print("not sent"); return
    urllib.request.urlopen(urllib.request.Request(ENDPOINT, body.encode(), {"Content-Type": "application/json"}), timeout=10)
    print("sent")


ap = argparse.ArgumentParser()
ap.add_argument("file", nargs="?"); ap.add_argument("--fleet", default="trucks")
ap.add_argument("--send-crash")
a = ap.parse_args()
if a.send_crash:
    send_crash(a.send_crash); sys.exit()
cols = []
try:
    df = pd.read_csv(a.file); cols = list(df.columns)
    g = df.groupby("unit")
    cal = g.hours.sum(); down = df[df.state == "down"].groupby("unit").hours.sum()
    op = df[df.state == "operating"].groupby("unit").hours.sum()
    out = pd.DataFrame({"availability": (cal - down.reindex(cal.index, fill_value=0)) / cal,
                        "eff_util": op.reindex(cal.index, fill_value=0) / cal})
    print(out.round(3).to_string())
except Exception:
    write_crash(cols); sys.exit(1)
