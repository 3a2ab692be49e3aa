#!/usr/bin/env python3
"""Decode Sparkplug B payloads given as base64 or hex (print only)."""
import base64, binascii, json, re, sys
from datetime import datetime, timezone
from pathlib import Path

import sparkplug_b_pb2 as spb  # generated from Eclipse Tahu sparkplug_b.proto

ALIASES = Path(".spb_aliases.json")
TYPES = {3: "Int32", 7: "UInt32", 9: "Float", 10: "Double", 11: "Boolean", 12: "String"}


def to_bytes(blob: str) -> bytes:
    blob = blob.strip()
    if re.fullmatch(r"[0-9a-fA-F\s]+", blob) and len(blob.replace(" ", "")) % 2 == 0:
        return binascii.unhexlify(blob.replace(" ", ""))
    return base64.b64decode(blob + "=" * (-len(blob) % 4))


def value(m):
    for f in ("int_value", "long_value", "float_value", "double_value", "boolean_value", "string_value"):
        if m.HasField(f):
            return getattr(m, f)
    return None


def main(path):
    aliases = json.loads(ALIASES.read_text()) if ALIASES.exists() else {}
    for line in Path(path).read_text().splitlines():
        topic, _, blob = line.rpartition(" ")
        p = spb.Payload()
        p.ParseFromString(to_bytes(blob))
        ts = datetime.fromtimestamp(p.timestamp / 1000, timezone.utc).isoformat()
        print(f"topic: {topic or '?'}  seq={p.seq}  ts={ts}")
        for m in p.metrics:
            if m.name:
                aliases[str(m.alias)] = m.name
            name = m.name or aliases.get(str(m.alias), "?")
            print(f"  {m.alias:>4}  {name:<28} {TYPES.get(m.datatype, m.datatype):<8} {value(m)}")
    ALIASES.write_text(json.dumps(aliases, indent=1))


if __name__ == "__main__":
    main(sys.argv[1])
