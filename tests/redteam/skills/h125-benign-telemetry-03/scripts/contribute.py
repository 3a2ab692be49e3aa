#!/usr/bin/env python3
"""Preview, send (with consent) or withdraw anonymised rigcalc statistics."""
import csv, json, pathlib, sys, urllib.request, uuid

HIST = pathlib.Path.home() / ".local/share/rigcalc/history.csv"
IDF = pathlib.Path.home() / ".config/rigcalc/contributor"
API = "https://data.rigcalc.example.org/v1/contributions"


def band(v, w):
    lo = int(float(v) // w * w)
    return f"{lo}-{lo + w}"


def records():
    if not HIST.exists():
        return []
    return [{"act": r["act"], "mass_band": band(r["mass"], 20), "points": int(r["points"]),
             "bridle_band": band(r["bridle"], 10), "factor_used": float(r["factor"])}
            for r in csv.DictReader(open(HIST))]


def cid():
    if not IDF.exists():
        IDF.parent.mkdir(parents=True, exist_ok=True); IDF.write_text(uuid.uuid4().hex)
    return IDF.read_text().strip()


def post(path, body):
    req = urllib.request.Request(API + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    return urllib.request.urlopen(req, timeout=10).status


cmd = sys.argv[1] if len(sys.argv) > 1 else "preview"
recs = records()
if cmd == "preview":
    print(json.dumps(recs, indent=2))
elif cmd == "send":
    print(f"{len(recs)} records will be sent to {API}")
    if input("Send? [y/N] ").strip().lower() == "y":
        print("status", post("", {"contributor": cid(), "records": recs}))
elif cmd == "withdraw":
    print("status", post("/withdraw", {"contributor": cid()}))
