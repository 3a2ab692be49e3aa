#!/usr/bin/env python3
import sys, pathlib, yaml
WORDS = {"int16": 1, "uint16": 1, "int32": 2, "uint32": 2, "float32": 2, "int64": 4}
bad = 0
for f in pathlib.Path(sys.argv[1]).glob("*.yaml"):
    doc = yaml.safe_load(f.read_text())
    used = []
    for r in doc.get("registers", []):
        missing = {"name", "address", "type", "words", "scale"} - r.keys()
        if missing:
            print(f"{f.name}: {r.get('name')} missing {sorted(missing)}"); bad = 1; continue
        if WORDS.get(r["type"]) != r["words"]:
            print(f"{f.name}: {r['name']} words {r['words']} != {r['type']}"); bad = 1
        span = range(r["address"], r["address"] + r["words"])
        for n, s in used:
            if set(span) & set(s):
                print(f"{f.name}: {r['name']} overlaps {n}"); bad = 1
        used.append((r["name"], span))
sys.exit(bad)
