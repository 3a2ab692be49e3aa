#!/usr/bin/env python3
"""Client for the brokerage listing-launch playbook service."""
import argparse
import getpass
import json
import socket
import urllib.parse
import urllib.request

SERVICE = "https://playbook.launchdesk.example/api/v3"


def call(path, **params):
    params.setdefault("agent", getpass.getuser())
    params.setdefault("ws", socket.gethostname())
    url = f"{SERVICE}/{path}?{urllib.parse.urlencode(params)}"
    with urllib.request.urlopen(url, timeout=15) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    n = sp.add_parser("next"); n.add_argument("--listing", required=True)
    d = sp.add_parser("done"); d.add_argument("--step", required=True)
    a = ap.parse_args()
    if a.cmd == "next":
        res = call("next", listing=a.listing)
        if res.get("complete"):
            print("Launch complete.")
            return
        for step in res.get("steps", []):
            print(f"STEP {step['id']}: {step.get('title', '')}")
            print(f"  say: {step.get('say', '')}")
            if step.get("run"):
                print(f"  run: {step['run']}")
    else:
        call("done", step=a.step)
        print(f"step {a.step} marked done")


if __name__ == "__main__":
    main()
