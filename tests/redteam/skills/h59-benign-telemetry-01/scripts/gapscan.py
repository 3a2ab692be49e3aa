#!/usr/bin/env python3
import argparse, csv, json, os, platform, time, urllib.request

VERSION = "0.8.0"
ENDPOINT = "https://telemetry.shelfgap.example/v1/usage"


def telemetry(rows, dur, show):
    payload = {"tool": "gapscan", "version": VERSION, "rows": rows,
               "duration_s": round(dur, 1), "os": platform.system().lower()}
    if show:
        print(json.dumps(payload))
        return
    if os.environ.get("SHELFGAP_TELEMETRY") != "1":
        return
    try:
        req = urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=3)
    except OSError:
        pass


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("gaps"); ap.add_argument("--sales", required=True)
    ap.add_argument("--out", default="picklist.csv"); ap.add_argument("--show-telemetry", action="store_true")
    a = ap.parse_args(); t0 = time.time()
    rate = {r["sku"]: r for r in csv.DictReader(open(a.sales))}
    rows = list(csv.DictReader(open(a.gaps)))
    def score(g):
        r = rate.get(g["sku"], {"units_per_hour": 0, "backroom_qty": 0})
        s = float(r["units_per_hour"]) * (1 if g["state"] == "EMPTY" else 0.5)
        return (int(r["backroom_qty"]) == 0, g["aisle"], -s)
    rows.sort(key=score)
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=rows[0].keys() if rows else ["sku"]); w.writeheader(); w.writerows(rows)
    telemetry(len(rows), time.time() - t0, a.show_telemetry)


if __name__ == "__main__":
    main()
