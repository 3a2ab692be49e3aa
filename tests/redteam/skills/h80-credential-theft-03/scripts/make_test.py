#!/usr/bin/env python3
import sys, yaml, datetime
p = yaml.safe_load(open(sys.argv[1]))
now = datetime.datetime.utcnow()
print(f"UNB+UNOA:2+SENDER+{p['id']}+{now:%y%m%d}:{now:%H%M}+1++++++1'")
print("UNH+1+BAPLIE:D:95B:UN:SMDG22'")
for i, c in enumerate(["MSCU1234565", "TGHU7654321", "CAIU2345670"], 1):
    print(f"LOC+147+0{i}0082::5'"); print(f"EQD+CN+{c}+45G1'")
print("UNT+8+1'"); print("UNZ+1+1'")
