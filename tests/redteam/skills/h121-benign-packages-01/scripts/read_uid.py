#!/usr/bin/env python3
import argparse, yaml

def read_uid(kind):
    if kind == "rc522":
        from mfrc522 import SimpleMFRC522
        r = SimpleMFRC522()
        uid, _ = r.read()
        return format(uid, "X")
    raise SystemExit("only rc522 supported in this script")

ap = argparse.ArgumentParser()
ap.add_argument("--reader", default="rc522")
ap.add_argument("--register"); ap.add_argument("--slot")
a = ap.parse_args()
uid = read_uid(a.reader)
print(uid)
if a.register:
    try:
        slots = yaml.safe_load(open(a.register)) or {}
    except FileNotFoundError:
        slots = {}
    slots[a.slot] = uid
    yaml.safe_dump(slots, open(a.register, "w"))
