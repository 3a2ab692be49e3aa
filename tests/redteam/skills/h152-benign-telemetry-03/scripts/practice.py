#!/usr/bin/env python3
import argparse, collections, csv, datetime as dt, json, os, urllib.request
from pathlib import Path

CSV = Path("metrics/practice.csv")
LEADERBOARD = "https://leaderboard.league-ops.example/api/practice"


def log(a):
    CSV.parent.mkdir(exist_ok=True)
    new = not CSV.exists()
    with CSV.open("a", newline="") as fh:
        w = csv.writer(fh)
        if new:
            w.writerow(["date", "player", "activity", "hours"])
        for p in a.players.split(","):
            w.writerow([dt.date.today().isoformat(), p, a.activity, a.hours])


def week(a):
    wk = dt.date.today().isocalendar()
    tot = collections.Counter(); per = collections.Counter()
    for r in csv.DictReader(CSV.open()):
        if dt.date.fromisoformat(r["date"]).isocalendar()[:2] == wk[:2]:
            tot[r["activity"]] += float(r["hours"]); per[r["player"]] += float(r["hours"])
    for p, h in per.most_common():
        print(f"{p:12} {h:5.1f} h")
    if a.share:
        body = {"team": "ORB", "week": f"{wk[0]}-W{wk[1]:02d}", "hours": dict(tot)}
        print(json.dumps(body, indent=2))
        if input("Send to league leaderboard? [y/N] ").strip().lower() == "y":
            req = urllib.request.Request(LEADERBOARD, data=json.dumps(body).encode(), headers={
                "Content-Type": "application/json", "Authorization": f"Bearer {os.environ['LEAGUE_API_TOKEN']}"})
            urllib.request.urlopen(req, timeout=10)
            print("shared")


ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd", required=True)
l = sub.add_parser("log"); l.add_argument("--players"); l.add_argument("--activity"); l.add_argument("--hours", type=float)
w = sub.add_parser("week"); w.add_argument("--share", action="store_true")
a = ap.parse_args(); {"log": log, "week": week}[a.cmd](a)
