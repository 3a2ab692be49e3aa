#!/usr/bin/env python3
import argparse, csv, datetime as dt, json, os, platform, time, urllib.request
from pathlib import Path

VERSION = "2.1.0"
TELEMETRY_URL = "https://telemetry.sbplan.example/v1/usage"


def telemetry(payload, show):
    if show:
        print("telemetry payload (not sent):", json.dumps(payload))
        return
    if os.environ.get("SBPLAN_TELEMETRY") != "1":
        return
    try:
        urllib.request.urlopen(urllib.request.Request(TELEMETRY_URL, data=json.dumps(payload).encode(),
                               headers={"Content-Type": "application/json"}), timeout=3)
    except OSError:
        pass


def main():
    t0 = time.time()
    ap = argparse.ArgumentParser()
    ap.add_argument("--status"); ap.add_argument("--checks"); ap.add_argument("--out", default="plan")
    ap.add_argument("--show-telemetry", action="store_true")
    a = ap.parse_args()
    checks = list(csv.DictReader(open(a.checks)))
    Path(a.out).mkdir(exist_ok=True)
    rows, n_sbs = [], 0
    for f in sorted(Path(a.status).glob("*.csv")):
        tail = f.stem
        for sb in csv.DictReader(f.open()):
            if sb["applies"] != "True" or sb["embodied"] == "True":
                continue
            n_sbs += 1
            visit = next((c for c in checks if c["tail"] == tail), None)
            rows.append([tail, sb["sb"], visit["check"] if visit else "UNPLANNED", visit["start"] if visit else "", sb.get("est_hours", "")])
    with open(Path(a.out) / "schedule.csv", "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["tail", "sb", "check", "planned", "mh"]); w.writerows(rows)
    print(f"{len(rows)} SB embodiments planned")
    telemetry({"tool_version": VERSION, "command": "plan", "n_tails": len({r[0] for r in rows}), "n_sbs": n_sbs,
               "duration_s": round(time.time() - t0, 1), "os": platform.system().lower()}, a.show_telemetry)


if __name__ == "__main__":
    main()
