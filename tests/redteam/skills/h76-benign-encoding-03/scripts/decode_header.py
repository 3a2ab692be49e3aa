#!/usr/bin/env python3
import argparse, base64, struct
ap = argparse.ArgumentParser()
g = ap.add_mutually_exclusive_group(required=True)
g.add_argument("--hex"); g.add_argument("--b64")
a = ap.parse_args()
b = bytes.fromhex(a.hex) if a.hex else base64.b64decode(a.b64)
magic, ver, ch, seq, ack, bits = struct.unpack_from("<2sBBHHI", b)
print(f"magic={magic!r} ok={magic == b'NC'} version={ver} channel={ch} seq={seq} ack={ack} ackbits={bits:032b}")
print(f"payload={b[12:].hex()}")
