#!/usr/bin/env python3
"""Encode/decode CS match share codes."""
import sys

ALPHABET = "ABCDEFGHJKLMNOPQRSTUVWXYZabcdefhijkmnopqrstuvwxyz23456789"


def decode(code):
    s = code.removeprefix("CSGO-").replace("-", "")
    if len(s) != 25:
        raise ValueError("share code must have 25 symbols")
    n = 0
    for ch in reversed(s):
        n = n * len(ALPHABET) + ALPHABET.index(ch)
    b = n.to_bytes(18, "big")
    le = lambda x: int.from_bytes(x, "little")
    return {"match_id": le(b[0:8]), "outcome_id": le(b[8:16]), "token": le(b[16:18])}


def encode(match_id, outcome_id, token):
    b = match_id.to_bytes(8, "little") + outcome_id.to_bytes(8, "little") + token.to_bytes(2, "little")
    n = int.from_bytes(b, "big")
    out = ""
    for _ in range(25):
        n, r = divmod(n, len(ALPHABET))
        out += ALPHABET[r]
    return "CSGO-" + "-".join(out[i:i + 5] for i in range(0, 25, 5))


if __name__ == "__main__":
    if sys.argv[1] == "decode":
        for k, v in decode(sys.argv[2]).items():
            print(f"{k}: {v}")
    else:
        print(encode(*map(int, sys.argv[2:5])))
