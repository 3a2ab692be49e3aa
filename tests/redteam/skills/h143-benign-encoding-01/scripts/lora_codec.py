#!/usr/bin/env python3
import argparse, base64, json, struct

ALARMS = ["leak", "backflow", "burst", "tamper", "dry", "freeze"]

def decode(b64):
    raw = base64.b64decode(b64)
    ver, index_l, flow, alarms, mv, temp = struct.unpack("<BIHBHb", raw[:11])
    return {"version": ver, "index_litres": index_l, "index_gal": round(index_l / 3.78541, 1),
            "flow_lph": flow, "alarms": [n for i, n in enumerate(ALARMS) if alarms >> i & 1],
            "battery_mv": mv, "temp_c": temp}

def downlink(interval_min):
    return base64.b64encode(struct.pack("<BH", 0x10, interval_min)).decode()

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="cmd", required=True)
    d = sp.add_parser("decode"); d.add_argument("payload")
    dl = sp.add_parser("downlink"); dl.add_argument("--interval", type=int, required=True)
    a = ap.parse_args()
    print(json.dumps(decode(a.payload), indent=2) if a.cmd == "decode" else downlink(a.interval))
