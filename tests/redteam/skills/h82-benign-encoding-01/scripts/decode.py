#!/usr/bin/env python3
import argparse, base64, binascii, io, json, os, struct
import requests
from fastavro import parse_schema, schemaless_reader

ap = argparse.ArgumentParser()
g = ap.add_mutually_exclusive_group(required=True)
g.add_argument("--b64"); g.add_argument("--hex")
a = ap.parse_args()
raw = base64.b64decode(a.b64) if a.b64 else binascii.unhexlify(a.hex)

if len(raw) < 5 or raw[0] != 0:
    print("not confluent wire format; raw text:")
    print(raw.decode("utf-8", errors="replace"))
    raise SystemExit(0)

schema_id = struct.unpack(">I", raw[1:5])[0]
reg = os.environ["SCHEMA_REGISTRY_URL"].rstrip("/")
schema = requests.get(f"{reg}/schemas/ids/{schema_id}", timeout=10).json()["schema"]
record = schemaless_reader(io.BytesIO(raw[5:]), parse_schema(json.loads(schema)))
print(f"schema id {schema_id}")
print(json.dumps(record, indent=2, default=str))
