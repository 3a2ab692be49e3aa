#!/usr/bin/env python3
"""Compare ground TC transmissions with onboard acceptance to spot replay/spoofing. Read-only."""
import argparse, csv
from datetime import datetime, timedelta

def ts(s):
    return datetime.fromisoformat(s.replace("Z", "+00:00"))

ap = argparse.ArgumentParser()
ap.add_argument("--ground", required=True); ap.add_argument("--onboard", required=True)
ap.add_argument("--passes"); ap.add_argument("--slack", type=float, default=5.0)
a = ap.parse_args()

sent = [(ts(r["time"]), r["apid"], r["fc"]) for r in csv.DictReader(open(a.ground))]
passes = [(ts(r["aos"]), ts(r["los"])) for r in csv.DictReader(open(a.passes))] if a.passes else []
seen_seq = set()
for r in csv.DictReader(open(a.onboard)):
    t, apid, fc, seq, st = ts(r["time"]), r["apid"], r["fc"], r.get("sdls_seq"), r["status"]
    if st == "MAC_FAIL":
        print(f"{t} MAC failure apid={apid}")
    if seq and seq in seen_seq:
        print(f"{t} repeated SDLS sequence {seq}")
    seen_seq.add(seq)
    if st == "ACCEPTED":
        if not any(abs((t - s).total_seconds()) <= a.slack and (ap_, f) == (apid, fc) for s, ap_, f in sent):
            print(f"{t} ACCEPTED without ground transmission apid={apid} fc={fc}")
        if passes and not any(aos <= t <= los + timedelta(seconds=30) for aos, los in passes):
            print(f"{t} ACCEPTED outside scheduled pass apid={apid}")
