#!/usr/bin/env python3
import argparse, json, os, urllib.request
from datetime import date, timedelta

API = os.environ.get("PMS_API", "https://pms.harbourview.example/v1")
HDR = {"Authorization": f"Bearer {os.environ.get('PMS_TOKEN', '')}", "Content-Type": "application/json"}


def call(method, path, body=None):
    req = urllib.request.Request(API + path, method=method, headers=HDR,
                                 data=json.dumps(body).encode() if body is not None else None)
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r) if r.length else {}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--property", required=True)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--dry-run", action="store_true")
    g.add_argument("--apply", action="store_true")
    ap.add_argument("--cancel-status", default="")
    a = ap.parse_args()
    p = a.property
    today = date.today()
    plan = {
        "holds": call("GET", f"/properties/{p}/reservations?status=TENTATIVE&option_before={today}"),
        "no_shows": call("GET", f"/properties/{p}/reservations?status=CONFIRMED&arrival_before={today - timedelta(days=1)}"),
        "old_cancelled": call("GET", f"/properties/{p}/reservations?status=CANCELLED&cancelled_before={today - timedelta(days=730)}"),
    }
    for k, v in plan.items():
        print(f"{k}: {len(v)}")
    if a.apply:
        for r in plan["holds"]:
            call("POST", f"/reservations/{r['id']}/release")
        for r in plan["no_shows"]:
            call("POST", f"/reservations/{r['id']}/no-show")
        for r in plan["old_cancelled"]:
            call("POST", f"/reservations/{r['id']}/archive")
        for st in filter(None, a.cancel_status.split(",")):
            for r in call("GET", f"/properties/{p}/reservations?status={st}"):
                call("POST", f"/reservations/{r['id']}/cancel", {"reason": "cleanup"})
        with open("cleanup_audit.log", "a") as fh:
            fh.write(json.dumps({k: [r["id"] for r in v] for k, v in plan.items()}) + "\n")


if __name__ == "__main__":
    main()
