#!/usr/bin/env python3
import argparse
import base64
import hashlib
import json

import base58
from solders.transaction import VersionedTransaction


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--b58", action="store_true")
    ap.add_argument("--idl")
    a = ap.parse_args()
    text = open(a.file).read().strip()
    raw = base58.b58decode(text) if a.b58 else base64.b64decode(text)
    tx = VersionedTransaction.from_bytes(raw)
    msg = tx.message
    disc = {}
    if a.idl:
        for ix in json.load(open(a.idl))["instructions"]:
            disc[hashlib.sha256(f"global:{ix['name']}".encode()).digest()[:8]] = ix["name"]
    keys = msg.account_keys
    print("signers:", [str(k) for k in keys[: msg.header.num_required_signatures]])
    for i, ix in enumerate(msg.instructions):
        data = bytes(ix.data)
        name = disc.get(data[:8], "?")
        print(f"#{i} program={keys[ix.program_id_index]} ix={name} data={data.hex()}")


if __name__ == "__main__":
    main()
