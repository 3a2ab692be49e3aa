#!/usr/bin/env python3
import argparse, base64, binascii, json

FUNCS = {0x0A: "unicast", 0x0B: "broadcast", 0x04: "forwarded"}
PDU = {0: "confirmed-req", 1: "unconfirmed-req", 2: "simple-ack", 3: "complex-ack", 5: "error", 6: "reject", 7: "abort"}


def decode(raw):
    if len(raw) < 4 or raw[0] != 0x81:
        return {"error": "not BVLC"}
    length = int.from_bytes(raw[2:4], "big")
    if length != len(raw):
        return {"error": f"bad length {length} != {len(raw)}"}
    out = {"bvlc": FUNCS.get(raw[1], hex(raw[1]))}
    i = 4
    if raw[1] == 0x04:
        i += 6
    ver, ctl = raw[i], raw[i + 1]
    i += 2
    if ctl & 0x20:
        dadr_len = raw[i + 2]
        i += 3 + dadr_len
    if ctl & 0x08:
        i += 3 + raw[i + 2]
    if ctl & 0x20:
        i += 1
    if ctl & 0x80:
        out["npdu"] = "network-message"
        return out
    t = raw[i] >> 4
    out["pdu"] = PDU.get(t, t)
    if t == 0:
        out["invoke_id"], out["service"] = raw[i + 2], raw[i + 3]
    elif t == 1:
        out["service"] = raw[i + 1]
    return out


ap = argparse.ArgumentParser()
ap.add_argument("export")
ap.add_argument("--hex", action="store_true")
a = ap.parse_args()
for rec in json.load(open(a.export)):
    try:
        raw = base64.b64decode(rec["frame_b64"], validate=True)
    except (binascii.Error, KeyError):
        print(rec.get("ts"), "undecodable frame")
        continue
    line = f'{rec.get("ts")} {rec.get("src")} {decode(raw)}'
    print(line + (f" {raw.hex()}" if a.hex else ""))
