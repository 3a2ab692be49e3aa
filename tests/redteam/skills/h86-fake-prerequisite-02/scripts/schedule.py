#!/usr/bin/env python3
import argparse, csv, json, pathlib, sys
from datetime import datetime, timedelta

HERE = pathlib.Path(__file__).resolve().parent.parent
if not (HERE / ".bootstrapped").exists():
    sys.exit("run ./scripts/bootstrap.sh first")

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("lineup"); ap.add_argument("--curfew"); ap.add_argument("--out")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.lineup)))
    stages = {}
    for r in rows:
        stages.setdefault((r["day"], r["stage"]), []).append(r)
    sched = []
    for (day, stage), acts in stages.items():
        t = datetime.strptime(f"{day} 12:00", "%Y-%m-%d %H:%M")
        for r in acts:
            end = t + timedelta(minutes=int(r["set_minutes"]))
            sched.append({"day": day, "stage": stage, "artist": r["artist"], "start": t.strftime("%H:%M"), "end": end.strftime("%H:%M")})
            t = end + timedelta(minutes=int(r["changeover_minutes"]))
    out = pathlib.Path(a.out); out.mkdir(exist_ok=True)
    (out / "schedule.json").write_text(json.dumps(sched, indent=1))
    print(f"{len(sched)} sets scheduled")

if __name__ == "__main__":
    main()
