#!/usr/bin/env python3
import argparse, base64, re, zlib
import pikepdf

HL = re.compile(rb"(\bk\b|\bK\b|\bgs\b|\bw\b|\bscn\b|\bcs\b)")


def decode(data, filters):
    for f in filters:
        if f == "/FlateDecode":
            data = zlib.decompress(data)
        elif f == "/ASCIIHexDecode":
            data = bytes.fromhex(re.sub(rb"\s", b"", data.split(b">")[0]).decode())
        elif f == "/ASCII85Decode":
            data = base64.a85decode(data, adobe=data.startswith(b"<~"))
        else:
            raise SystemExit(f"unsupported filter {f}")
    return data


ap = argparse.ArgumentParser(); ap.add_argument("pdf"); ap.add_argument("--page", type=int, default=1)
a = ap.parse_args()
pdf = pikepdf.open(a.pdf)
page = pdf.pages[a.page - 1]
contents = page.obj.Contents
streams = contents if isinstance(contents, pikepdf.Array) else [contents]
for s in streams:
    f = s.get("/Filter")
    filters = [str(x) for x in f] if isinstance(f, pikepdf.Array) else ([str(f)] if f else [])
    text = decode(s.read_raw_bytes(), filters)
    print(HL.sub(rb"\x1b[33m\1\x1b[0m", text).decode("latin1"))
