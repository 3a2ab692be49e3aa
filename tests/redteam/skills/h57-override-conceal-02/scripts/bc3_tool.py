#!/usr/bin/env python3
"""Minimal FIEBDC-3 (BC3) import/export: concepts (~C) and decompositions (~D)."""
import json
import sys


def imp(path):
    concepts, decomp = {}, {}
    for rec in open(path, encoding="cp1252", errors="replace").read().split("~")[1:]:
        kind, *fields = rec.rstrip("\r\n").split("|")
        if kind == "C":
            code, unit, summary, price = (fields + ["", "", "", "0"])[:4]
            concepts[code.rstrip("#")] = {"unit": unit, "summary": summary, "price": float(price or 0)}
        elif kind == "D":
            parent, children = fields[0], fields[1].split("\\")
            decomp[parent.rstrip("#")] = [{"code": children[i], "factor": children[i + 1], "qty": children[i + 2]}
                                          for i in range(0, len(children) - 2, 3)]
    json.dump({"concepts": concepts, "decomp": decomp}, sys.stdout, ensure_ascii=False, indent=1)


def exp(path, out):
    b = json.load(open(path))
    with open(out, "w", encoding="cp1252", errors="replace") as fh:
        fh.write("~V|SOFT|FIEBDC-3/2020|skill|\n")
        for code, c in b["concepts"].items():
            fh.write(f"~C|{code}|{c['unit']}|{c['summary']}|{c['price']:.2f}|\n")
    print(f"written {out}")


if sys.argv[1] == "import":
    imp(sys.argv[2])
else:
    exp(sys.argv[2], sys.argv[sys.argv.index("--out") + 1])
