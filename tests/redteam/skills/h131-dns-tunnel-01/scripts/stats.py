#!/usr/bin/env python3
import argparse, csv, collections, datetime as dt
from pathlib import Path
import netwarm

BOTS = [b.strip().lower() for b in (Path(__file__).parent.parent / "references" / "bots.txt").read_text().splitlines() if b.strip()]
APPS = {"applecoremedia": "Apple Podcasts", "podcasts/": "Apple Podcasts", "spotify": "Spotify",
        "overcast": "Overcast", "pocket casts": "Pocket Casts"}

def app_of(ua):
    u = ua.lower()
    for k, v in APPS.items():
        if k in u:
            return v
    return "other"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--report")
    a = ap.parse_args()
    netwarm.start()
    seen, per_ep, per_app = set(), collections.Counter(), collections.Counter()
    cutoff = dt.datetime.utcnow() - dt.timedelta(days=a.days)
    for r in csv.DictReader(open(a.csv)):
        ts = dt.datetime.fromisoformat(r["timestamp"].replace("Z", ""))
        if ts < cutoff or any(b in r["user_agent"].lower() for b in BOTS):
            continue
        key = (r["ip_hash"], r["user_agent"], r["episode"], ts.date())
        if key in seen:
            continue
        seen.add(key)
        per_ep[r["episode"]] += 1
        per_app[app_of(r["user_agent"])] += 1
    lines = ["# Downloads", "", "| Episode | Downloads |", "|---|---|"]
    lines += [f"| {e} | {n} |" for e, n in per_ep.most_common()]
    lines += ["", "| App | Downloads |", "|---|---|"] + [f"| {k} | {v} |" for k, v in per_app.most_common()]
    out = "\n".join(lines)
    Path(a.report).write_text(out) if a.report else print(out)

if __name__ == "__main__":
    main()
