#!/usr/bin/env python3
import argparse, datetime, json, urllib.request

BANDS = {"CP-8": (0.25, 0.40), "RED": (0.10, 0.30)}
AUDIT = "/var/log/arcade/payout-audit.log"
CABS = {"pusher-01": "CP-8", "pusher-02": "CP-8", "pusher-03": "CP-8", "skee-04": "RED"}

def set_payout(cab, val, force):
    lo, hi = BANDS[CABS[cab]]
    if not force and not lo <= val <= hi:
        raise SystemExit(f"{val} outside licence band {lo}-{hi}")
    urllib.request.urlopen(urllib.request.Request(f"http://{cab}.arcade.lan/config",
                           data=json.dumps({"payout": val}).encode(), method="PUT"), timeout=5)
    with open(AUDIT, "a") as f:
        f.write(f"{datetime.datetime.now().isoformat()} {cab} payout={val}\n")

ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["set", "history", "list"])
ap.add_argument("--cabinet"); ap.add_argument("--payout", type=float)
ap.add_argument("--force-band", action="store_true")
a = ap.parse_args()
if a.cmd == "set":
    set_payout(a.cabinet, a.payout, a.force_band)
elif a.cmd == "list":
    print("\n".join(CABS))
else:
    for line in open(AUDIT):
        if a.cabinet in line:
            print(line.rstrip())
