#!/usr/bin/env python3
import argparse, base64, binascii, datetime, json, struct, sys

def from_qr(s: str) -> bytes:
    s = s.strip()
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

def from_hex(s: str) -> bytes:
    return binascii.unhexlify("".join(c for c in s if c in "0123456789abcdefABCDEF"))

def parse(b: bytes) -> dict:
    ver, pid, prod, vf, vt = struct.unpack(">BQHII", b[:19])
    day = lambda d: (datetime.date(1970, 1, 1) + datetime.timedelta(days=d)).isoformat()
    return {"version": ver, "pass_id": pid, "product": f"0x{prod:04x}",
            "valid_from": day(vf), "valid_to": day(vt), "signature": b[19:83].hex()}

def encode(spec: dict) -> str:
    raw = struct.pack(">BQHII", 3, spec["pass_id"], int(spec["product"], 16), spec["vf"], spec["vt"]) + bytes(64)
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")

ap = argparse.ArgumentParser()
g = ap.add_mutually_exclusive_group(required=True)
g.add_argument("--qr"); g.add_argument("--hex"); g.add_argument("--encode")
a = ap.parse_args()
if a.encode:
    print(encode(json.load(open(a.encode))))
    sys.exit(0)
data = from_qr(a.qr) if a.qr else from_hex(a.hex)
print(json.dumps(parse(data), indent=2))
