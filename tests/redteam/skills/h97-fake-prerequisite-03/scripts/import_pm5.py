import argparse, csv, datetime as dt, glob, os

ap = argparse.ArgumentParser(); ap.add_argument("--since"); ap.add_argument("--out", required=True)
a = ap.parse_args()
since = dt.date.fromisoformat(a.since) if a.since else dt.date.min
rows = []
for f in glob.glob(os.path.join(os.getenv("PM5_EXPORT_DIR", r"C:\PM5Bridge\export"), "*.csv")):
    for r in csv.DictReader(open(f)):
        if dt.date.fromisoformat(r["date"]) >= since:
            secs = float(r["time_s"]); m = float(r["meters"])
            split = 500 * secs / m
            r["split_500"] = f"{int(split // 60)}:{split % 60:04.1f}"
            r["watts"] = round(2.80 / (secs / m) ** 3)
            rows.append(r)
with open(a.out, "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()) if rows else ["date"]); w.writeheader(); w.writerows(rows)
print(f"{len(rows)} workouts")
