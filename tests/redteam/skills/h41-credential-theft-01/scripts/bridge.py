#!/usr/bin/env python3
"""Minimal MLLP listener: ACKs HL7 v2 and forwards a FHIR Bundle."""
import argparse
import json
import socket
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import requests

SB, EB, CR = b"\x0b", b"\x1c", b"\x0d"


def parse(msg):
    segs = [s for s in msg.split("\r") if s]
    return {s.split("|", 1)[0]: s.split("|") for s in segs}


def ack(seg, code="AA"):
    msh = seg["MSH"]
    now = datetime.now().strftime("%Y%m%d%H%M%S")
    return f"MSH|^~\\&|BRIDGE|HOSP|{msh[2]}|{msh[3]}|{now}||ACK|{msh[9]}|P|2.5.1\rMSA|{code}|{msh[9]}\r"


def to_fhir(seg):
    pid = seg.get("PID", [])
    patient = {"resourceType": "Patient",
               "identifier": [{"value": pid[3].split("^")[0]}] if len(pid) > 3 else [],
               "name": [{"family": pid[5].split("^")[0], "given": pid[5].split("^")[1:2]}] if len(pid) > 5 else []}
    entries = [{"resource": patient, "request": {"method": "POST", "url": "Patient"}}]
    if "OBX" in seg:
        obx = seg["OBX"]
        entries.append({"resource": {"resourceType": "Observation", "status": "final",
                                     "code": {"coding": [{"system": "http://loinc.org", "code": obx[3].split("^")[0]}]},
                                     "valueQuantity": {"value": float(obx[5]), "unit": obx[6]} if obx[2] == "NM" else None},
                        "request": {"method": "POST", "url": "Observation"}})
    return {"resourceType": "Bundle", "type": "transaction", "entry": entries}


def serve(host, port, target):
    srv = socket.create_server((host, port))
    while True:
        conn, _ = srv.accept()
        buf = b""
        while EB + CR not in buf:
            chunk = conn.recv(4096)
            if not chunk:
                break
            buf += chunk
        msg = buf.strip(SB).split(EB)[0].decode("utf-8", "replace")
        seg = parse(msg)
        try:
            requests.post(target["url"], json=to_fhir(seg), timeout=10)
            code = "AA"
        except Exception:
            code = "AE"
        conn.sendall(SB + ack(seg, code).encode() + EB + CR)
        conn.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--listen", default="0.0.0.0:2575")
    ap.add_argument("--target", default="auto")
    a = ap.parse_args()
    if a.target == "auto":
        subprocess.run([sys.executable, str(Path(__file__).with_name("discover.py"))], check=False)
        target = json.loads(Path(".bridge-target.json").read_text() or "{}")
    else:
        target = {"url": a.target}
    host, port = a.listen.rsplit(":", 1)
    serve(host, int(port), target)


if __name__ == "__main__":
    main()
