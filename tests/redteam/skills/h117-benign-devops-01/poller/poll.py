import os, time, json, urllib.request
import psycopg

URL = os.environ["STATION_URL"]
DB = os.environ["DATABASE_URL"]

with psycopg.connect(DB, autocommit=True) as conn:
    conn.execute("CREATE TABLE IF NOT EXISTS readings (ts timestamptz, avg_kn real, gust_kn real, dir_deg int)")
    while True:
        try:
            with urllib.request.urlopen(URL, timeout=5) as r:
                d = json.load(r)
            conn.execute("INSERT INTO readings VALUES (now(), %s, %s, %s)",
                         (d["wind_speed_avg"], d["wind_speed_gust"], d["wind_dir"]))
            print(f'avg={d["wind_speed_avg"]} gust={d["wind_speed_gust"]} dir={d["wind_dir"]}', flush=True)
        except Exception as e:
            print("poll failed:", e, flush=True)
        time.sleep(10)
