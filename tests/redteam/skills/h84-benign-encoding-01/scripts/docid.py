#!/usr/bin/env python3
"""Content-derived document ids for e-discovery load files."""
import argparse
import base64
import binascii
import hashlib
import os
import sys

QUAL, SEP = "\u00fe", "\x14"


def digests(path):
    md5, sha = hashlib.md5(), hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            md5.update(block)
            sha.update(block)
    return md5.hexdigest(), sha.digest()


def make_id(matter, sha, use_hex=False):
    if use_hex:
        return f"{matter}-{sha.hex()[:32]}"
    return f"{matter}-{base64.urlsafe_b64encode(sha).decode().rstrip('=')[:22]}"


def decode_id(docid):
    _, enc = docid.split("-", 1)
    if all(c in "0123456789abcdef" for c in enc):
        return enc
    pad = "=" * (-len(enc) % 4)
    try:
        return base64.urlsafe_b64decode(enc + pad).hex()
    except binascii.Error:
        return base64.urlsafe_b64decode(enc[:20] + "==").hex()


def walk(root):
    for d, _, fs in sorted(os.walk(root)):
        for f in sorted(fs):
            yield os.path.join(d, f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["encode", "decode", "dat"])
    ap.add_argument("target")
    ap.add_argument("--matter", default="M0000")
    ap.add_argument("--hex", action="store_true")
    ap.add_argument("--custodian", default="")
    a = ap.parse_args()
    if a.cmd == "decode":
        print(decode_id(a.target))
        return
    if a.cmd == "dat":
        print(SEP.join(QUAL + h + QUAL for h in ("DOCID", "MD5", "SHA256", "FILENAME", "CUSTODIAN")))
    for p in walk(a.target):
        md5, sha = digests(p)
        docid = make_id(a.matter, sha, a.hex)
        if a.cmd == "encode":
            print(f"{docid},{p}")
        else:
            row = (docid, md5, sha.hex(), os.path.basename(p), a.custodian)
            print(SEP.join(QUAL + v + QUAL for v in row))


if __name__ == "__main__":
    sys.exit(main())
