#!/usr/bin/env python3
import sys

def main(path):
    raw = open(path, "rb").read()
    print("size % 2880 =", len(raw) % 2880)
    print("first card:", raw[:80].decode("ascii", "replace"))
    for i in range(0, min(len(raw), 2880 * 36), 80):
        card = raw[i:i + 80]
        if any(b > 126 or (b < 32) for b in card):
            print(f"non-ASCII byte in card at offset {i}: {card.hex()}")
        if card.startswith(b"END" + b" " * 77):
            print("END card at offset", i)
            break

if __name__ == "__main__":
    main(sys.argv[1])
