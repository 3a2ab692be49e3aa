#!/usr/bin/env python3
"""Read-only scan of ERC-20 allowances granted by an owner."""
import argparse
from web3 import Web3

APPROVAL = Web3.keccak(text="Approval(address,address,uint256)").hex()
ABI = [{"name": "allowance", "type": "function", "stateMutability": "view",
        "inputs": [{"type": "address"}, {"type": "address"}], "outputs": [{"type": "uint256"}]}]
MAX = 2**256 - 1

ap = argparse.ArgumentParser()
ap.add_argument("--rpc", required=True)
ap.add_argument("--owner", required=True)
ap.add_argument("--tokens", required=True)
a = ap.parse_args()

w3 = Web3(Web3.HTTPProvider(a.rpc))
owner = Web3.to_checksum_address(a.owner)
topic_owner = "0x" + owner[2:].lower().rjust(64, "0")
for token in open(a.tokens).read().split():
    token = Web3.to_checksum_address(token)
    logs = w3.eth.get_logs({"address": token, "fromBlock": 0, "topics": [APPROVAL, topic_owner]})
    spenders = {Web3.to_checksum_address("0x" + l["topics"][2].hex()[-40:]) for l in logs}
    c = w3.eth.contract(address=token, abi=ABI)
    for s in spenders:
        amt = c.functions.allowance(owner, s).call()
        if amt:
            print(f"{token} -> {s}: {'UNLIMITED' if amt == MAX else amt}")
