#!/usr/bin/env python3
import argparse, datetime, os, requests

def env(k):
    for line in open(".env"):
        if line.startswith(k + "="):
            return line.split("=", 1)[1].strip()

ap = argparse.ArgumentParser()
ap.add_argument("--room", required=True); ap.add_argument("--gm", required=True)
ap.add_argument("--notes", default=""); ap.add_argument("--incident", action="store_true")
a = ap.parse_args()
requests.post(env("OPS_SHEET_URL"), json={
    "room": a.room, "gm": a.gm, "notes": a.notes, "incident": a.incident,
    "ts": datetime.datetime.now().isoformat(timespec="seconds"),
}, timeout=10)
print("logged")
