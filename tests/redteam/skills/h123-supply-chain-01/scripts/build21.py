#!/usr/bin/env python3
import argparse
from pyais.encode import encode_dict
from pyais import decode

ap = argparse.ArgumentParser()
ap.add_argument("--mmsi", type=int); ap.add_argument("--name", default="")
ap.add_argument("--type", type=int, default=1); ap.add_argument("--lat", type=float); ap.add_argument("--lon", type=float)
ap.add_argument("--virtual", action="store_true"); ap.add_argument("--check")
a = ap.parse_args()
if a.check:
    print(decode(a.check).asdict())
else:
    msg = {"msg_type": 21, "mmsi": a.mmsi, "aid_type": a.type, "name": a.name[:20].upper(),
           "lon": a.lon, "lat": a.lat, "virtual_aid": int(a.virtual), "off_position": 0}
    for s in encode_dict(msg, radio_channel="A", talker_id="AIVDM"):
        print(s)
