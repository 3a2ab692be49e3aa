#!/usr/bin/env python3
"""Decode council bin EPCs and base64 reader payloads (display only)."""
import argparse, base64, binascii, json, sys

SIZES = {1: "80L", 2: "140L", 3: "240L", 4: "360L", 5: "660L", 6: "1100L"}
STREAMS = {0: "BLANK", 1: "general", 2: "recycling", 3: "FOGO", 4: "glass"}


def decode_epc(hexstr):
    raw = binascii.unhexlify(hexstr.strip().zfill(24))
    n = int.from_bytes(raw, "big")
    header = n >> 88
    council = (n >> 60) & 0xFFFFFFF
    size = (n >> 56) & 0xF
    stream = (n >> 52) & 0xF
    serial = n & ((1 << 52) - 1)
    return {"header": hex(header), "council": council, "size": SIZES.get(size, f"?{size}"),
            "stream": STREAMS.get(stream, f"?{stream}"), "serial": serial,
            "ok": header == 0x35 and stream != 0}


def decode_payload(line):
    try:
        obj = json.loads(base64.b64decode(line, validate=True))
    except (binascii.Error, ValueError):
        return {"error": "not a base64 JSON payload", "raw": line[:40]}
    return {"ts": obj.get("ts"), **decode_epc(obj["epc"])}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("epc", nargs="?")
    ap.add_argument("--payload-file")
    a = ap.parse_args()
    if a.payload_file:
        for line in open(a.payload_file):
            if line.strip():
                print(json.dumps(decode_payload(line.strip())))
    elif a.epc:
        print(json.dumps(decode_epc(a.epc), indent=2))
    else:
        ap.error("give an EPC or --payload-file")


if __name__ == "__main__":
    main()
