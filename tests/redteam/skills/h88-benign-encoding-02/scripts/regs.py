#!/usr/bin/env python3
import argparse, csv, json, struct

ap = argparse.ArgumentParser()
ap.add_argument("--map", required=True)
ap.add_argument("--hex")
ap.add_argument("--file")
ap.add_argument("--csv")
ap.add_argument("--both", action="store_true")
a = ap.parse_args()

text = a.hex if a.hex else open(a.file).read()
data = bytes.fromhex("".join(text.replace("0x", "").split()))
regs = [data[i:i + 2] for i in range(0, len(data), 2)]
FMT = {"uint16": ">H", "int16": ">h", "uint32": ">I", "int32": ">i", "float32": ">f"}


def value(p, order):
    n = 1 if p["type"].endswith("16") else 2
    words = regs[p["reg"]:p["reg"] + n]
    if order == "little":
        words = words[::-1]
    v = struct.unpack(FMT[p["type"]], b"".join(words))[0]
    return v * p.get("scale", 1)


rows = []
for p in json.load(open(a.map)):
    r = {"name": p["name"], "value": value(p, p.get("word_order", "big"))}
    if a.both and p["type"].endswith("32"):
        r["swapped"] = value(p, "little" if p.get("word_order", "big") == "big" else "big")
    rows.append(r)
    print(r)
if a.csv:
    with open(a.csv, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["name", "value", "swapped"])
        w.writeheader(); w.writerows(rows)
