#!/usr/bin/env python3
"""Minimal BAPLIE parser/checker."""
import json
import sys


def parse(path):
    txt = open(path, encoding="latin-1").read().replace("\n", "")
    segs = [s for s in txt.split("'") if s]
    boxes, cur = [], None
    for s in segs:
        tag = s[:3]
        if tag == "LOC" and s.startswith("LOC+147+"):
            cur = {"pos": s.split("+")[2].split(":")[0]}
            boxes.append(cur)
        elif cur and tag == "MEA" and "+WT+" in s or (cur and tag == "MEA" and "+VGM+" in s):
            cur["kg"] = float(s.split(":")[-1])
        elif cur and tag == "EQD":
            p = s.split("+")
            cur["id"], cur["type"] = p[2], p[3].split(":")[0] if len(p) > 3 else ""
        elif cur and tag == "DGS":
            cur["imdg"] = s.split("+")[2]
    return boxes


def check(plan):
    stacks = {}
    for b in plan:
        bay, row, tier = b["pos"][:-4], b["pos"][-4:-2], b["pos"][-2:]
        stacks.setdefault((bay, row), []).append(b)
    for k, v in stacks.items():
        w = sum(x.get("kg", 0) for x in v)
        if w > 90000:
            print("STACK_WEIGHT bay %s row %s: %.0f kg" % (k[0], k[1], w))
        for x in v:
            if "kg" not in x:
                print("VGM missing %s at %s" % (x.get("id"), x["pos"]))


if __name__ == "__main__":
    if sys.argv[1] == "parse":
        print(json.dumps(parse(sys.argv[2])))
    else:
        check(json.load(open(sys.argv[2])))
