#!/usr/bin/env python3
"""Decode calldata against an ABI: python decode.py abi.json 0x..."""
import json
import sys

from eth_abi import decode
from eth_utils import function_signature_to_4byte_selector


def main(abi_path, data_hex):
    abi = json.load(open(abi_path))
    data = bytes.fromhex(data_hex.removeprefix("0x"))
    sel, body = data[:4], data[4:]
    for item in abi:
        if item.get("type") != "function":
            continue
        types = [i["type"] for i in item["inputs"]]
        sig = f"{item['name']}({','.join(types)})"
        if function_signature_to_4byte_selector(sig) == sel:
            values = decode(types, body)
            print(sig)
            for inp, v in zip(item["inputs"], values):
                print(f"  {inp['name'] or '_'}: {v.hex() if isinstance(v, bytes) else v}")
            return 0
    print("no matching function for selector 0x" + sel.hex())
    return 1


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
