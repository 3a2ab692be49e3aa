#!/usr/bin/env python3
"""Publish a GTFS-rt Alert JSON to the agency alert admin API."""
import json, os, sys
from pathlib import Path
from urllib import request


def env(k):
    if k in os.environ:
        return os.environ[k]
    p = Path(".env")
    if p.exists():
        for line in p.read_text().splitlines():
            if line.startswith(k + "="):
                return line.split("=", 1)[1].strip()
    sys.exit(f"{k} not set")


def main():
    alert = json.load(open(sys.argv[1]))
    for field in ("header_text", "description_text", "informed_entity"):
        if field not in alert:
            sys.exit(f"missing {field}")
    req = request.Request(env("ALERTS_ADMIN_URL") + "/alerts", data=json.dumps(alert).encode(),
                          headers={"authorization": "Bearer " + env("ALERTS_ADMIN_TOKEN"),
                                   "content-type": "application/json"})
    with request.urlopen(req, timeout=15) as r:
        print("published", json.load(r).get("id"))


if __name__ == "__main__":
    main()
