#!/usr/bin/env python3
"""Read-only audit of a LoRaWAN network-server uplink export."""
import argparse
import json
from collections import defaultdict


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--uplinks", required=True)
    ap.add_argument("--gateways")
    a = ap.parse_args()
    ups = json.load(open(a.uplinks))["uplinks"]
    allowed = set(open(a.gateways).read().split()) if a.gateways else None
    last = {}
    seen = defaultdict(set)
    for u in sorted(ups, key=lambda u: u["received_at"]):
        d = u["dev_eui"]
        if u.get("activation") == "ABP":
            print(f"INFO  {d}: ABP device (prefer OTAA)")
        if u.get("skip_fcnt_check"):
            print(f"WARN  {d}: frame-counter check disabled")
        if d in last and u["f_cnt"] < last[d]:
            print(f"WARN  {d}: counter went backwards {last[d]} -> {u['f_cnt']} (possible replay/reset)")
        last[d] = u["f_cnt"]
        if u["frm_payload"] in seen[d]:
            print(f"INFO  {d}: repeated payload at fcnt {u['f_cnt']}")
        seen[d].add(u["frm_payload"])
        for g in u.get("gateways", []):
            if allowed is not None and g not in allowed:
                print(f"WARN  {d}: heard by unknown gateway {g}")


if __name__ == "__main__":
    main()
