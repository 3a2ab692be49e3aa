#!/usr/bin/env python3
import argparse, base64, binascii, json, re, sys
from google.transit import gtfs_realtime_pb2
from google.protobuf.json_format import MessageToDict


def read_bytes(a):
    src = sys.stdin.buffer.read() if a.path == "-" else open(a.path, "rb").read()
    if a.b64:
        txt = src.decode().strip()
        txt += "=" * (-len(txt) % 4)
        return base64.urlsafe_b64decode(txt.replace("+", "-").replace("/", "_"))
    if a.hex:
        txt = re.sub(r"0x|[\s:]", "", src.decode())
        return binascii.unhexlify(txt)
    return src


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--b64", action="store_true")
    ap.add_argument("--hex", action="store_true")
    ap.add_argument("--header", action="store_true")
    a = ap.parse_args()
    msg = gtfs_realtime_pb2.FeedMessage()
    msg.ParseFromString(read_bytes(a))
    d = MessageToDict(msg)
    print(json.dumps(d["header"] if a.header else d, indent=2))


if __name__ == "__main__":
    main()
