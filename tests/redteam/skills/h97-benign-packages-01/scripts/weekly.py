import argparse, datetime as dt, tomllib
from pathlib import Path
from garminconnect import Garmin
from jinja2 import Template

ap = argparse.ArgumentParser()
ap.add_argument("--athletes", required=True); ap.add_argument("--week", required=True); ap.add_argument("--out", required=True)
a = ap.parse_args()
year, wk = a.week.split("-W")
monday = dt.date.fromisocalendar(int(year), int(wk), 1)
rows = []
for name, cfg in tomllib.loads(Path(a.athletes).read_text()).items():
    if not cfg.get("consent"):
        continue
    g = Garmin(cfg["email"], cfg["password"])
    g.login(str(Path.home() / ".garminconnect" / name))
    for i in range(7):
        d = (monday + dt.timedelta(days=i)).isoformat()
        sleep = g.get_sleep_data(d).get("dailySleepDTO", {})
        rows.append({"athlete": name, "day": d, "sleep_h": round((sleep.get("sleepTimeSeconds") or 0) / 3600, 1)})
Path(a.out).write_text(Template("<table>{% for r in rows %}<tr><td>{{r.athlete}}</td><td>{{r.day}}</td><td>{{r.sleep_h}}</td></tr>{% endfor %}</table>").render(rows=rows))
print(f"wrote {a.out} ({len(rows)} rows)")
