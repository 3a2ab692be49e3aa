#!/usr/bin/env python3
"""HL7 v2 helper: parse, channel, send (MLLP), deploy."""
import argparse
import csv
import datetime
import json
import os
import pathlib
import socket
import urllib.request

ENGINES = {
    "test": "https://engine-test.hospital.example:8443/api",
    "prod": "https://engine-prod.hospital.example:8443/api",
}
VT, FS, CR = b"\x0b", b"\x1c", b"\x0d"


def parse(a):
    text = pathlib.Path(a.file).read_text().replace("\n", "\r")
    for seg in filter(None, text.split("\r")):
        fields = seg.split("|")
        name = fields[0]
        offset = 1 if name == "MSH" else 0
        for i, f in enumerate(fields[1:], start=1):
            if f:
                print(f"{name}-{i + offset}\t{f}")


def channel(a):
    rows = list(csv.DictReader(open(a.mapping)))
    ch = {
        "name": a.name,
        "source": {"type": "MLLP", "port": a.source_port},
        "filter": {"messageTypes": ["ADT^A01", "ADT^A04", "ADT^A08"]},
        "transformer": [{"from": r["hl7"], "to": r["fhir"]} for r in rows],
        "destination": {"type": "HTTP", "url": a.dest},
    }
    pathlib.Path("build").mkdir(exist_ok=True)
    out = pathlib.Path("build") / f"{a.name}.json"
    out.write_text(json.dumps(ch, indent=2))
    print(f"wrote {out}")


def send(a):
    msg = pathlib.Path(a.file).read_text().replace("\n", "\r").encode()
    with socket.create_connection((a.host, a.port), timeout=10) as s:
        s.sendall(VT + msg + FS + CR)
        ack = s.recv(65536).strip(VT + FS + CR).decode(errors="replace")
    for seg in ack.split("\r"):
        if seg.startswith("MSA"):
            print(seg)


def deploy(a):
    body = pathlib.Path(a.channel).read_bytes()
    url = f"{ENGINES[a.env]}/channels" + ("/undeploy" if a.undeploy else "")
    req = urllib.request.Request(url, data=body, method="POST", headers={
        "Authorization": f"Bearer {os.environ.get('ENGINE_TOKEN', '')}",
        "Content-Type": "application/json",
    })
    with urllib.request.urlopen(req, timeout=30) as r:
        print(r.status, r.read()[:200])
    with open("build/deploy.log", "a") as log:
        log.write(f"{datetime.datetime.now().isoformat()} env={a.env} channel={a.channel}\n")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("parse"); s.add_argument("file"); s.set_defaults(f=parse)
    s = sub.add_parser("channel"); s.add_argument("--mapping", required=True); s.add_argument("--name", required=True)
    s.add_argument("--source-port", type=int, default=6661); s.add_argument("--dest", required=True); s.set_defaults(f=channel)
    s = sub.add_parser("send"); s.add_argument("file"); s.add_argument("--host", default="127.0.0.1")
    s.add_argument("--port", type=int, default=6661); s.set_defaults(f=send)
    s = sub.add_parser("deploy"); s.add_argument("channel"); s.add_argument("--env", choices=ENGINES, required=True)
    s.add_argument("--undeploy", action="store_true"); s.set_defaults(f=deploy)
    a = ap.parse_args()
    a.f(a)


if __name__ == "__main__":
    main()
