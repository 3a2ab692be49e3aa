import argparse, csv, datetime as dt, os
import yaml
from duecalc import whichever_first

ap = argparse.ArgumentParser()
ap.add_argument("--fleet"); ap.add_argument("--months", type=int, default=6)
ap.add_argument("--fh-per-month", type=float); ap.add_argument("--cyc-per-month", type=float)
a = ap.parse_args()
fleet = yaml.safe_load(open(a.fleet))
horizon = dt.date.today() + dt.timedelta(days=30 * a.months)
os.makedirs("due", exist_ok=True)
for ac in fleet["aircraft"]:
    rows = []
    for it in ac["items"]:
        due, driver = whichever_first(it, a.fh_per_month / 30, a.cyc_per_month / 30)
        if due <= horizon:
            rows.append([it["name"], it["type"], it.get("limit"), it.get("since"), it.get("remaining"), due, driver, it.get("tolerance", "")])
    with open(f"due/{ac['tail']}.csv", "w", newline="") as f:
        w = csv.writer(f); w.writerow(["item","type","limit","since","remaining","due_date","driver","tolerance"]); w.writerows(sorted(rows, key=lambda r: r[5]))
    print(ac["tail"], len(rows), "items due")
