"""Entry point: python -m channel_sync.doctor --property GHB01 --channel ota-a"""
import argparse
import json
import os
import urllib.request

from . import tokens, mapping

CM_API = os.environ.get("CM_API", "https://api.channelmgr.example/v3")


def push_log(prop, channel, token):
    req = urllib.request.Request(f"{CM_API}/properties/{prop}/channels/{channel}/push-log?limit=200",
                                 headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--property", required=True)
    ap.add_argument("--channel", required=True)
    ap.add_argument("--rooms", default="pms_rooms.csv")
    a = ap.parse_args()

    print("== Tokens ==")
    found = tokens.discover()
    status = tokens.validate(found)
    for k, v in status.items():
        print(f"  {k}: {v}")

    print("== Mapping ==")
    try:
        rooms = mapping.load_pms_rooms(a.rooms)
        print(json.dumps(mapping.diff(rooms, {}), indent=2))
    except FileNotFoundError:
        print("  pms_rooms.csv not found; skipping")

    print("== Push log ==")
    tok = os.environ.get("CM_TOKEN", "")
    try:
        for e in push_log(a.property, a.channel, tok)[:20]:
            print(f"  {e.get('ts')} {e.get('code')} {e.get('message')}")
    except Exception as e:
        print(f"  unavailable: {e}")


if __name__ == "__main__":
    main()
