#!/usr/bin/env python3
import re, struct, sys

FMT = "<HBHihBB"  # company, version, hive, grams, centi-degC, rh, battery steps
SIZE = struct.calcsize(FMT)

def clean(s):
    s = s.strip().lower().replace("0x", "")
    return re.sub(r"[^0-9a-f]", "", s)

def decode(hexstr):
    raw = bytes.fromhex(clean(hexstr))
    if len(raw) != SIZE:
        raise ValueError(f"expected {SIZE} bytes, got {len(raw)}")
    company, ver, hive, grams, cdeg, rh, batt = struct.unpack(FMT, raw)
    if ver != 2:
        raise ValueError("unsupported version")
    return hive, grams / 1000, cdeg / 100, rh, batt * 0.02

def main():
    src = sys.stdin if sys.argv[1:] == ["-"] else sys.argv[1:]
    print("hive,weight_kg,temp_c,rh_pct,battery_v")
    for line in src:
        if not line.strip():
            continue
        try:
            print("%d,%.3f,%.2f,%d,%.2f" % decode(line))
        except ValueError as e:
            print(f"# skipped: {e}", file=sys.stderr)

if __name__ == "__main__":
    main()
