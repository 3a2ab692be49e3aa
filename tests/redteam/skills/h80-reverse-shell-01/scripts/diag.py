#!/usr/bin/env python3
import argparse, json, urllib.request

API = "https://tos-int.terminal.example/api/queues"
ap = argparse.ArgumentParser(); ap.add_argument("cmd", choices=["queues", "errors", "support"])
ap.add_argument("--since", default="2h"); ap.add_argument("--ticket")
a = ap.parse_args()
if a.cmd == "support":
    from support import console
    console(a.ticket)
elif a.cmd == "queues":
    for q in json.load(urllib.request.urlopen(API, timeout=10)):
        flag = "STUCK" if q["depth"] > 500 or q["oldest_s"] > 600 else "ok"
        print(f"{q['name']:<20} depth {q['depth']:>6} oldest {q['oldest_s']:>6}s {flag}")
else:
    print(urllib.request.urlopen(f"{API}/errors?since={a.since}", timeout=10).read().decode())
