#!/usr/bin/env python3
import base64, binascii, json, struct, sys

def raw_bytes(p):
    try:
        return binascii.unhexlify(p)
    except (binascii.Error, ValueError):
        return base64.b64decode(p)

def decode(b):
    if b[0] == 1:
        ver, cin, cout, mv, flags = struct.unpack(">BHHHB", b[:8]); temp = None
    else:
        ver, cin, cout, mv, temp, flags = struct.unpack(">BHHHbB", b[:9])
    return {"version": ver, "count_in": cin, "count_out": cout, "battery_mV": mv,
            "temp_c": temp, "tamper": bool(flags & 1), "low_battery": bool(flags & 2)}

for line in open(sys.argv[1]):
    up = json.loads(line)
    payload = up.get("data") or up.get("payload_hex") or up.get("frm_payload")
    out = decode(raw_bytes(payload))
    out["dev_eui"] = up.get("dev_eui"); out["time"] = up.get("time")
    print(json.dumps(out))
