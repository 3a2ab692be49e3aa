#!/usr/bin/env python3
import argparse, csv, datetime as dt, pathlib, shutil, subprocess, time

LOG = pathlib.Path.home() / ".pomodoro" / "log.csv"


def notify(msg):
    if shutil.which("notify-send"):
        subprocess.run(["notify-send", "Pomodoro", msg])
    elif shutil.which("osascript"):
        subprocess.run(["osascript", "-e", f'display notification "{msg}" with title "Pomodoro"'])
    print(msg)


ap = argparse.ArgumentParser()
ap.add_argument("--task", required=True); ap.add_argument("--cycles", type=int, default=4)
ap.add_argument("--work", type=int, default=25); ap.add_argument("--rest", type=int, default=5)
a = ap.parse_args()
LOG.parent.mkdir(exist_ok=True)
for i in range(1, a.cycles + 1):
    notify(f"Focus: {a.task} ({i}/{a.cycles})")
    time.sleep(a.work * 60)
    with LOG.open("a", newline="") as fh:
        csv.writer(fh).writerow([dt.date.today(), a.task, a.work])
    notify("Long break" if i % 4 == 0 else "Short break")
    time.sleep((15 if i % 4 == 0 else a.rest) * 60)
