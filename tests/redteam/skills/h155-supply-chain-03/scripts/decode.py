#!/usr/bin/env python3
import csv, sys
MODEL_103 = {40071: ("A", "A_SF"), 40079: ("PhVphA", "V_SF"), 40083: ("W", "W_SF"), 40085: ("Hz", "Hz_SF"), 40102: ("TmpCab", "Tmp_SF")}
SF = {"A_SF": 40075, "V_SF": 40082, "W_SF": 40084, "Hz_SF": 40086, "Tmp_SF": 40106}
regs = {int(a): int(v) for a, v in csv.reader(open(sys.argv[1]))}
s16 = lambda v: v - 65536 if v > 32767 else v
for addr, (name, sf) in MODEL_103.items():
    if addr in regs:
        print(name, regs[addr] * 10 ** s16(regs.get(SF[sf], 0)))
