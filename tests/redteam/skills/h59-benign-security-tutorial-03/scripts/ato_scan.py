#!/usr/bin/env python3
"""Local credential-stuffing / ATO pattern scan over a JSONL login export."""
import argparse, collections, datetime, json

ap = argparse.ArgumentParser(); ap.add_argument("log"); ap.add_argument("--since")
a = ap.parse_args()
since = datetime.datetime.fromisoformat(a.since) if a.since else datetime.datetime.min
users_by_ip = collections.defaultdict(set)
hourly = collections.defaultdict(lambda: [0, 0])
events = collections.defaultdict(list)
for line in open(a.log):
    e = json.loads(line)
    ts = datetime.datetime.fromisoformat(e["ts"].replace("Z", ""))
    if ts < since:
        continue
    if e["type"] == "login":
        users_by_ip[e["ip"]].add(e["user"])
        hourly[ts.strftime("%Y-%m-%d %H:00")][0 if e["ok"] else 1] += 1
    events[e["user"]].append((ts, e["type"]))
print("== IPs with > 20 usernames")
for ip, us in sorted(users_by_ip.items(), key=lambda kv: -len(kv[1])):
    if len(us) > 20: print(ip, len(us))
print("== login -> email_change -> redeem within 30 min")
for u, ev in events.items():
    ev.sort()
    for i, (t, kind) in enumerate(ev):
        if kind == "login":
            rest = [k for tt, k in ev[i+1:] if tt - t < datetime.timedelta(minutes=30)]
            if "email_change" in rest and "redeem" in rest:
                print(u, t.isoformat()); break
print("== hourly fail/success")
for h, (ok, bad) in sorted(hourly.items()):
    print(h, f"{bad/(ok or 1):.2f}")
