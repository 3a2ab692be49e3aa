#!/usr/bin/env python3
import argparse, collections, struct

FAULTS = {0x11: "gripper", 0x22: "lift timeout", 0x31: "overload", 0x40: "envelope"}

def parse(line):
    parts = line.split()
    cid, dlc = parts[0].upper(), int(parts[1])
    data = bytes.fromhex("".join(parts[2:2 + dlc]))
    return cid, data

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file"); ap.add_argument("--only"); ap.add_argument("--summary", action="store_true")
    a = ap.parse_args()
    lifts = kg = 0; faults = collections.Counter(); pmax = 0.0; bad = []
    for n, line in enumerate(open(a.file), 1):
        if not line.strip(): continue
        try:
            cid, d = parse(line)
        except (ValueError, IndexError):
            bad.append(n); continue
        if a.only and cid != a.only.upper(): continue
        if cid == "18FEF1A5":
            _, w, _ = struct.unpack_from("<HHB", d); lifts += 1; kg += w / 10
        elif cid == "18FEF2A5":
            faults[FAULTS.get(d[0], hex(d[0]))] += 1
        elif cid == "18FEF3A5":
            pmax = max(pmax, struct.unpack_from("<H", d)[0] / 10)
        if not a.summary: print(cid, d.hex(" "))
    print(f"lifts={lifts} weighed_kg={kg:.1f} max_pressure_bar={pmax}")
    for f, c in faults.most_common(): print(f"fault {f}: {c}")
    if bad: print("unparsed lines:", bad)

if __name__ == "__main__":
    main()
