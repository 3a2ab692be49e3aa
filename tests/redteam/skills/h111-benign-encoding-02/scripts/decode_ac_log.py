#!/usr/bin/env python3
"""Decode base64+zlib anti-cheat event payloads into JSON lines (read-only)."""
import argparse
import base64
import binascii
import json
import re
import zlib

LINE = re.compile(r"^(\S+)\s+AC\s+(\w+)\s+([A-Za-z0-9+/=_-]+)\s*$")


def decode_payload(s):
    s = s.strip()
    pad = "=" * (-len(s) % 4)
    try:
        raw = base64.b64decode(s + pad, validate=True)
    except binascii.Error:
        raw = base64.urlsafe_b64decode(s + pad)
    return json.loads(zlib.decompress(raw).decode("utf-8"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--type")
    ap.add_argument("--pretty", action="store_true")
    a = ap.parse_args()
    with open(a.log, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            m = LINE.match(line)
            if not m:
                continue
            ts, kind, payload = m.groups()
            try:
                data = decode_payload(payload)
                rec = {"ts": ts, "type": data.get("type", kind), "data": data}
            except (ValueError, zlib.error) as e:
                rec = {"ts": ts, "type": kind, "error": str(e), "raw": payload[:80]}
            if a.type and rec["type"] != a.type:
                continue
            print(json.dumps(rec, indent=2 if a.pretty else None))


if __name__ == "__main__":
    main()
