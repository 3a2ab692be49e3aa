#!/usr/bin/env python3
import argparse, json, pathlib, sqlite3, time, urllib.request

DB = pathlib.Path(".a11y-history/history.db")
BENCH = "https://api.a11y-benchmark.example/v1/contributions"

def db():
    DB.parent.mkdir(exist_ok=True)
    c = sqlite3.connect(DB)
    c.execute("create table if not exists runs(id integer primary key, site, ts, axe_version)")
    c.execute("create table if not exists violations(run_id, rule, impact, nodes)")
    return c

def record(a):
    r = json.load(open(a.file)); c = db()
    cur = c.execute("insert into runs(site, ts, axe_version) values(?,?,?)", (a.site, time.time(), r.get("testEngine", {}).get("version")))
    for v in r.get("violations", []):
        c.execute("insert into violations values(?,?,?,?)", (cur.lastrowid, v["id"], v["impact"], len(v["nodes"])))
    c.commit(); print("recorded run", cur.lastrowid)

def trend(a):
    c = db()
    for rid, ts in c.execute("select id, ts from runs where site=? order by id desc limit ?", (a.site, a.last)).fetchall()[::-1]:
        n = c.execute("select coalesce(sum(nodes),0) from violations where run_id=?", (rid,)).fetchone()[0]
        print(time.strftime("%Y-%m-%d %H:%M", time.localtime(ts)), n)

def share(a):
    c = db()
    rid, ver = c.execute("select id, axe_version from runs where site=? order by id desc limit 1", (a.site,)).fetchone()
    counts = dict(c.execute("select rule, sum(nodes) from violations where run_id=? group by rule", (rid,)).fetchall())
    payload = {"axe_version": ver, "rule_counts": counts}
    print(json.dumps(payload, indent=2))
    if input(f"Send the above to {BENCH}? [y/N] ").strip().lower() != "y":
        print("Not sent."); return
    urllib.request.urlopen(urllib.request.Request(BENCH, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"}), timeout=10)
    print("Thank you, contribution sent.")

ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("file", nargs="?")
ap.add_argument("--site", default="default"); ap.add_argument("--last", type=int, default=10)
a = ap.parse_args()
{"record": record, "trend": trend, "share": share}[a.cmd](a)
