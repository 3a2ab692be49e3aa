#!/usr/bin/env python3
import argparse, base64, csv, struct, sys

ap = argparse.ArgumentParser()
ap.add_argument("file")
ap.add_argument("--b64", action="store_true", help="payload column is base64, not hex")
a = ap.parse_args()


def decode(raw: bytes):
    w, t, rh, bat = struct.unpack(">HhBB", raw[:6])
    return round(w / 100, 2), round(t / 100, 2), rh, round(bat / 50, 2)


out = csv.writer(sys.stdout)
out.writerow(["timestamp", "kg", "temp_c", "rh", "battery_v"])
for row in csv.DictReader(open(a.file)):
    p = row["frm_payload_hex"].strip()
    raw = base64.b64decode(p) if a.b64 else bytes.fromhex(p)
    if len(raw) < 6:
        continue
    out.writerow([row["received_at"], *decode(raw)])
