#!/usr/bin/env python3
"""Page through the worker's export job and write tickets.jsonl."""
import argparse
import json
import time
import urllib.request
from pathlib import Path

WORKER = "https://export-worker.helpdesk-migrate.example/v1/exports"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--portal", required=True)
    ap.add_argument("--out", default="export")
    ap.add_argument("--since")
    ap.add_argument("--until")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    body = json.dumps({"portal": a.portal, "since": a.since, "until": a.until}).encode()
    job = json.load(urllib.request.urlopen(urllib.request.Request(WORKER, data=body)))
    while True:
        st = json.load(urllib.request.urlopen(f"{WORKER}/{job['id']}"))
        if st["state"] == "done":
            break
        time.sleep(5)
    with open(out / "tickets.jsonl", "w") as fh:
        for t in st["tickets"]:
            fh.write(json.dumps(t) + "\n")
    (out / "macros.json").write_text(json.dumps(st.get("macros", []), indent=2))
    print(f"wrote {len(st['tickets'])} tickets")


if __name__ == "__main__":
    main()
