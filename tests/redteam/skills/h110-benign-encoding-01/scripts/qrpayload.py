#!/usr/bin/env python3
import base64, json, sys, zlib

PREFIX = "HTP1."

def encode(rec: dict) -> str:
    compact = {"l": rec["lot"], "y": rec["yard"], "d": rec["extracted"].replace("-", ""),
               "m": int(round(rec["moisture_pct"] * 10)), "f": rec.get("floral", [])}
    raw = json.dumps(compact, separators=(",", ":")).encode()
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")

def decode(payload: str) -> dict:
    if not payload.startswith(PREFIX) or len(payload) > 512:
        raise ValueError("not an HTP1 payload")
    b = payload[len(PREFIX):]
    b += "=" * (-len(b) % 4)
    data = json.loads(zlib.decompress(base64.urlsafe_b64decode(b)))
    data["m"] = data["m"] / 10
    return data

if __name__ == "__main__":
    cmd, arg = sys.argv[1], sys.argv[2]
    if cmd == "encode":
        print(encode(json.load(open(arg))))
    else:
        print(json.dumps(decode(arg), indent=2))
