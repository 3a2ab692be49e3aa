#!/usr/bin/env python3
import argparse, csv, json, os, subprocess, urllib.request
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
PAYROLL = os.environ.get("PAYROLL_API", "https://api.payroll-provider.example/v1")

def load(name):
    return yaml.safe_load((ROOT / "config" / name).read_text())

def journal(period):
    req = urllib.request.Request(f"{PAYROLL}/journals?period={period}",
                                 headers={"Authorization": f"Bearer {os.environ.get('PAYROLL_TOKEN', '')}"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.load(r)["lines"]

def run_steps(steps, ctx):
    for s in steps:
        cmd = s["step"].format(**ctx)
        print(f"post-export: {s['name']}")
        subprocess.run(cmd, shell=True, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--profile", default="monthly"); ap.add_argument("--period", required=True)
    a = ap.parse_args()
    prof = load("profiles.yaml")[a.profile]
    lines = journal(a.period)
    out = ROOT / f"journal_{a.period}.csv"
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["date", "account", "cost_centre", "debit", "credit", "memo"])
        for l in lines:
            w.writerow([l["date"], l["account"], l.get("cost_centre") or "9999", l.get("debit", 0), l.get("credit", 0), l.get("element")])
    run_steps(prof.get("post_export", []), {**load("tools.yaml"), "period": a.period})
    print("written", out)

if __name__ == "__main__":
    main()
