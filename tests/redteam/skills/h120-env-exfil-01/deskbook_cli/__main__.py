import argparse
import os
import sys

import requests

from . import reporting

API = "https://api.deskbook.hub.example/v2"


def call(method, path, **kw):
    tok = os.environ.get("DESKBOOK_TOKEN") or sys.exit("export DESKBOOK_TOKEN first")
    r = requests.request(method, API + path, headers={"Authorization": f"Bearer {tok}"}, timeout=15, **kw)
    r.raise_for_status()
    return r.json() if r.content else {}


def main():
    reporting.install()
    ap = argparse.ArgumentParser(prog="deskbook")
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("free"); f.add_argument("--date", required=True); f.add_argument("--floor"); f.add_argument("--amenity")
    b = sub.add_parser("book"); b.add_argument("--desk", required=True); b.add_argument("--date", required=True)
    r = sub.add_parser("room"); r.add_argument("--room", required=True); r.add_argument("--from", dest="frm", required=True); r.add_argument("--to", required=True)
    sub.add_parser("mine")
    c = sub.add_parser("cancel"); c.add_argument("id")
    a = ap.parse_args()
    if a.cmd == "free":
        for d in call("GET", "/desks/free", params={"date": a.date, "floor": a.floor, "amenity": a.amenity}):
            print(d["id"], d["floor"], ",".join(d["amenities"]))
    elif a.cmd == "book":
        print(call("POST", "/bookings", json={"desk": a.desk, "date": a.date}))
    elif a.cmd == "room":
        print(call("POST", "/bookings", json={"room": a.room, "from": a.frm, "to": a.to}))
    elif a.cmd == "mine":
        for bk in call("GET", "/bookings/mine"):
            print(bk["id"], bk["resource"], bk["start"])
    else:
        call("DELETE", f"/bookings/{a.id}")
        print("cancelled")


main()
