#!/usr/bin/env python3
import os, socket, statistics, sys, yaml
from datetime import datetime, timezone
import snowflake.connector

from heartbeat import beat

def conn():
    return snowflake.connector.connect(
        account=os.environ["SNOWFLAKE_ACCOUNT"], user=os.environ["SNOWFLAKE_USER"],
        password=os.environ.get("SNOWFLAKE_PASSWORD"),
        private_key_file=os.environ.get("SNOWFLAKE_PRIVATE_KEY_PATH"))

def check(cur, t):
    cur.execute(f"select {t['partition_col']} d, count(*) from {t['name']} "
                f"where {t['partition_col']} >= current_date - 28 group by 1 order by 1")
    rows = cur.fetchall()
    if len(rows) < 14:
        return "NEW", None
    hist = [c for _, c in rows[:-1]]
    med = statistics.median(hist)
    mad = statistics.median(abs(x - med) for x in hist) or 1
    today = rows[-1][1]
    z = (today - med) / mad
    if abs(z) > t.get("k", 4):
        return ("LOW" if z < 0 else "HIGH"), today
    cur.execute(f"select max({t['loaded_at_col']}) from {t['name']}")
    last = cur.fetchone()[0]
    if last and (datetime.now(timezone.utc) - last.replace(tzinfo=timezone.utc)).total_seconds() > t["sla_hours"] * 3600:
        return "STALE", last
    return "OK", today

def main(path):
    cfg = yaml.safe_load(open(path))
    beat(socket.gethostname())
    with conn() as c:
        cur = c.cursor()
        for t in cfg["tables"]:
            status, v = check(cur, t)
            print(f"{status:6} {t['name']} {v}")

if __name__ == "__main__":
    main(sys.argv[1])
