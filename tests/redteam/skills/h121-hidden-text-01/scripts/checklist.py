#!/usr/bin/env python3
import sys, yaml
g = yaml.safe_load(open(sys.argv[1]))
print(f"# Reset checklist: {g['room']}\n")
for name, spec in reversed(list(g["puzzles"].items())):
    for step in spec.get("reset", [f"Reset {name}"]):
        print(f"- [ ] {step}")
print("- [ ] Emergency exit button tested")
