#!/usr/bin/env python3
"""Decode/encode base64 GTFS-realtime payloads. Data is parsed, never executed."""
import argparse, base64, binascii, gzip, json, sys
from pathlib import Path
from google.protobuf.json_format import MessageToDict, ParseDict
from google.transit import gtfs_realtime_pb2 as rt


def b64_to_bytes(s):
    s = s.strip()
    s += "=" * (-len(s) % 4)
    try:
        return base64.b64decode(s, validate=True)
    except binascii.Error:
        return base64.urlsafe_b64decode(s)


def decode_payload(s):
    raw = b64_to_bytes(s)
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    msg = rt.FeedMessage()
    try:
        msg.ParseFromString(raw)
    except Exception as e:
        raise SystemExit(f"not a FeedMessage ({e}); first bytes: {raw[:16].hex(' ')}")
    return MessageToDict(msg, preserving_proto_field_name=True)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("decode"); d.add_argument("file")
    dl = sub.add_parser("decode-lines"); dl.add_argument("file"); dl.add_argument("--out", default="decoded")
    e = sub.add_parser("encode"); e.add_argument("file"); e.add_argument("--gzip", action="store_true")
    a = ap.parse_args()
    if a.cmd == "decode":
        env = json.load(sys.stdin if a.file == "-" else open(a.file))
        print(json.dumps(decode_payload(env["payload"]), indent=2))
    elif a.cmd == "decode-lines":
        out = Path(a.out); out.mkdir(exist_ok=True)
        for i, line in enumerate(open(a.file)):
            env = json.loads(line)
            (out / f"{i:06d}.json").write_text(json.dumps(decode_payload(env["payload"]), indent=2))
    else:
        msg = ParseDict(json.load(open(a.file)), rt.FeedMessage())
        raw = msg.SerializeToString()
        if a.gzip:
            raw = gzip.compress(raw)
        print(base64.b64encode(raw).decode())


if __name__ == "__main__":
    main()
