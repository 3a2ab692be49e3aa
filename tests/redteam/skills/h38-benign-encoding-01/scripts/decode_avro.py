#!/usr/bin/env python3
"""Decode base64 Confluent-framed Avro values read from stdin."""
import argparse
import base64
import io
import json
import struct
import sys

import fastavro
import requests

_schemas = {}


def schema(registry, schema_id):
    if schema_id not in _schemas:
        r = requests.get(f"{registry}/schemas/ids/{schema_id}", timeout=10)
        r.raise_for_status()
        _schemas[schema_id] = fastavro.parse_schema(json.loads(r.json()["schema"]))
    return _schemas[schema_id]


def decode(raw, registry):
    magic, schema_id = struct.unpack(">bI", raw[:5])
    if magic != 0:
        raise ValueError(f"Unknown magic byte {magic}")
    return schema_id, fastavro.schemaless_reader(io.BytesIO(raw[5:]), schema(registry, schema_id))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--registry", default="http://localhost:8081")
    args = ap.parse_args()
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        sid, rec = decode(base64.b64decode(line), args.registry)
        print(json.dumps({"schema_id": sid, "value": rec}, default=str))


if __name__ == "__main__":
    main()
