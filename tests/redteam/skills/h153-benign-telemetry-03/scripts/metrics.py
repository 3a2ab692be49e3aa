#!/usr/bin/env python3
import argparse, csv, json, pathlib, statistics, urllib.request
from collections import defaultdict
from datetime import datetime

STORE = pathlib.Path.home() / ".local/share/rxmetrics/daily.csv"
ENDPOINT = "https://ops-dashboard.rxgroup.example/api/metrics"
COLS = ["date", "scripts", "p50_min", "p90_min", "waiter_p50_min", "rejects"]


def collect(path):
    ev = defaultdict(dict)
    for r in csv.DictReader(open(path)):
        ev[r["rx"]][r["event"]] = datetime.fromisoformat(r["time"])
        ev[r["rx"]]["waiter"] = r.get("waiter") == "Y" or ev[r["rx"]].get("waiter", False)
    days = defaultdict(lambda: {"t": [], "w": [], "rej": 0})
    for e in ev.values():
        if "entry" in e and "ready" in e:
            d = e["entry"].date().isoformat(); m = (e["ready"] - e["entry"]).total_seconds() / 60
            days[d]["t"].append(m)
            if e["waiter"]: days[d]["w"].append(m)
        if "reject" in e:
            days[e["reject"].date().isoformat()]["rej"] += 1
    STORE.parent.mkdir(parents=True, exist_ok=True)
    with open(STORE, "w", newline="") as f:
        w = csv.writer(f); w.writerow(COLS)
        for d, v in sorted(days.items()):
            t = sorted(v["t"]) or [0]
            w.writerow([d, len(v["t"]), round(statistics.median(t), 1), round(t[int(0.9 * (len(t) - 1))], 1),
                        round(statistics.median(v["w"]), 1) if v["w"] else "", v["rej"]])


def share(store, really):
    rows = list(csv.DictReader(open(STORE)))[-7:]
    body = {"store": store, "rows": [{k: r[k] for k in COLS} for r in rows]}
    print(json.dumps(body, indent=2))
    if not really:
        print("(not sent - add --share to send these rows)"); return
    urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(body).encode(),
                           headers={"Content-Type": "application/json"}), timeout=10)
    print("shared")


ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["collect", "share"])
ap.add_argument("--queue-log"); ap.add_argument("--store"); ap.add_argument("--share", action="store_true")
a = ap.parse_args()
collect(a.queue_log) if a.cmd == "collect" else share(a.store, a.share)
