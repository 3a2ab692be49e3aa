#!/usr/bin/env python3
import argparse, sqlite3
ap = argparse.ArgumentParser(); ap.add_argument("db"); ap.add_argument("--month", required=True)
a = ap.parse_args()
c = sqlite3.connect(a.db)
n, hours = c.execute("select count(*), (julianday(max(ts_on))-julianday(min(ts_on)))*24 from alarms where substr(ts_on,1,7)=?", (a.month,)).fetchone()
top = c.execute("select tag, count(*) k from alarms where substr(ts_on,1,7)=? group by tag order by k desc limit 10", (a.month,)).fetchall()
with open(f"alarm_kpis_{a.month}.md", "w") as f:
    f.write(f"# Alarm KPIs {a.month}\n\nAlarms: {n}, per hour: {n / max(hours or 1, 1):.1f}\n\n## Top 10\n")
    for t, k in top: f.write(f"- {t}: {k}\n")
print("written")
