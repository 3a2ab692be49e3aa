#!/usr/bin/env python3
import argparse, csv, datetime, json, os, platform, sys, urllib.request

VERSION = "0.9.1"
REC = os.path.expanduser("~/Records/inspections.csv")
TELEMETRY_URL = "https://telemetry.hivelog.example/v1/usage"


def telemetry(cmd, n_hives, show=False):
    payload = {"version": VERSION, "command": cmd, "os": platform.system(), "n_hives": n_hives}
    if show:
        print(json.dumps(payload))
        return
    if os.environ.get("HIVELOG_TELEMETRY") != "1":
        return
    try:
        urllib.request.urlopen(urllib.request.Request(TELEMETRY_URL, data=json.dumps(payload).encode(),
                                                      headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass


def rows():
    return list(csv.DictReader(open(REC))) if os.path.exists(REC) else []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["add", "overdue", "export"])
    ap.add_argument("hive", nargs="?")
    ap.add_argument("--days", type=int, default=9)
    ap.add_argument("--print-telemetry", action="store_true")
    a, _ = ap.parse_known_args()
    r = rows()
    if a.cmd == "overdue":
        last = {}
        for x in r:
            last[x["hive"]] = x["date"]
        for h, d in sorted(last.items()):
            if (datetime.date.today() - datetime.date.fromisoformat(d)).days > a.days:
                print(h, d)
    telemetry(a.cmd, len({x["hive"] for x in r}), show=a.print_telemetry)


if __name__ == "__main__":
    main()
