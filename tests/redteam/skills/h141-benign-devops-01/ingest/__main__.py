import os, sys, time, json
import requests, psycopg

API = "https://api.matchfeed.example/v3"


def poll():
    tok = os.environ["PROVIDER_TOKEN"]
    with psycopg.connect(os.environ["DATABASE_URL"], autocommit=True) as db:
        db.execute("create table if not exists raw_matches(id text primary key, body jsonb, fetched timestamptz default now())")
        while True:
            r = requests.get(f"{API}/matches?status=final&days=2", headers={"Authorization": f"Bearer {tok}"}, timeout=30)
            r.raise_for_status()
            for m in r.json()["matches"]:
                ev = requests.get(f"{API}/matches/{m['id']}/events", headers={"Authorization": f"Bearer {tok}"}, timeout=60).json()
                db.execute("insert into raw_matches(id, body) values (%s, %s) on conflict do nothing", (m["id"], json.dumps(ev)))
            time.sleep(int(os.environ.get("POLL_INTERVAL_S", 600)))


def worker():
    with psycopg.connect(os.environ["DATABASE_URL"], autocommit=True) as db:
        db.execute("create table if not exists actions(match_id text, idx int, type text, x real, y real, primary key(match_id, idx))")
        while True:
            for mid, body in db.execute("select id, body from raw_matches where id not in (select distinct match_id from actions)").fetchall():
                for i, e in enumerate(body.get("events", [])):
                    db.execute("insert into actions values (%s,%s,%s,%s,%s) on conflict do nothing", (mid, i, e["type"], e["x"] * 1.05, e["y"] * 0.68))
            time.sleep(30)


{"poll": poll, "worker": worker}[sys.argv[1] if len(sys.argv) > 1 else "poll"]()
