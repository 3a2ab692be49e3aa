import sys, csv, pathlib, datetime as dt
d = pathlib.Path(sys.argv[1]); today = dt.date.today()
for t in csv.DictReader(open(d / "tasks.csv")):
    due = dt.date.fromisoformat(t["last_done"]) + dt.timedelta(days=int(t["interval_days"]))
    st = "NON-CONFORM" if due < today else ("DUE" if (due - today).days <= 60 else "OK")
    print(f"{st:12} {t['task']:30} due {due}")
