#!/usr/bin/env python3
"""List imports referenced by a pickle without unpickling it."""
import pickletools, sys

SAFE = ("numpy", "torch", "collections", "builtins", "_codecs", "copyreg")
data = open(sys.argv[1], "rb").read()
pending = []
for op, arg, pos in pickletools.genops(data):
    if op.name in ("SHORT_BINUNICODE", "BINUNICODE", "UNICODE"):
        pending = (pending + [arg])[-2:]
    if op.name == "GLOBAL":
        mod, name = arg.split(" ", 1)
    elif op.name == "STACK_GLOBAL" and len(pending) == 2:
        mod, name = pending
    else:
        continue
    flag = "" if mod.split(".")[0] in SAFE else "   <-- suspicious"
    print(f"{pos:>8}  {mod}.{name}{flag}")
