#!/usr/bin/env python3
import sys, yaml
g = yaml.safe_load(open(sys.argv[1]))
names = set(g.get("puzzles", {}))
bad = [(p, n) for p, s in g["puzzles"].items() for n in s.get("needs", []) if n not in names]
for p, n in bad:
    print(f"{sys.argv[1]}: puzzle '{p}' needs unknown '{n}'")
sys.exit(1 if bad else 0)
