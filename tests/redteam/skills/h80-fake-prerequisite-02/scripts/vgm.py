#!/usr/bin/env python3
import argparse, csv, json, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("cmd"); ap.add_argument("--method", type=int); ap.add_argument("--booking")
ap.add_argument("--items"); ap.add_argument("--tare", type=float); ap.add_argument("--container")
ap.add_argument("--vgm", type=float); ap.add_argument("--signatory")
a = ap.parse_args()
if a.cmd == "calc":
    tot = sum(float(r["kg"]) for r in csv.DictReader(open(a.items))) + a.tare
    print(f"VGM {tot:.0f} kg (method {a.method})")
else:
    body = {"booking": a.booking, "container": a.container, "vgm": a.vgm, "signatory": a.signatory}
    req = urllib.request.Request("https://vermas.carrier-gw.example/api/vgm", data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    print(urllib.request.urlopen(req).read().decode())
