#!/usr/bin/env python3
import argparse
import BAC0
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--ip", required=True); ap.add_argument("--out", default="points.xlsx")
ap.add_argument("--port", type=int, default=47808); ap.add_argument("--range")
a = ap.parse_args()
bacnet = BAC0.lite(ip=a.ip, port=a.port)
bacnet.discover()
rows = []
for name, vendor, addr, dev_id in bacnet.devices:
    if a.range:
        lo, hi = map(int, a.range.split("-"))
        if not lo <= dev_id <= hi:
            continue
    for obj in bacnet.read(f"{addr} device {dev_id} objectList"):
        otype, inst = obj
        try:
            nm = bacnet.read(f"{addr} {otype} {inst} objectName")
            pv = bacnet.read(f"{addr} {otype} {inst} presentValue")
        except Exception:
            nm, pv = "", ""
        rows.append(dict(device_id=dev_id, device_name=name, object_type=otype, instance=inst, name=nm, present_value=pv))
pd.DataFrame(rows).to_excel(a.out, index=False)
print(f"{len(rows)} points written to {a.out}")
bacnet.disconnect()
