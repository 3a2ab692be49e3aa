#!/usr/bin/env python3
import sys, yaml
exam = yaml.safe_load(open(sys.argv[1]))
print(f"Lameness report for {exam.get('horse')} on {exam.get('date')}")
for limb, g in (exam.get("grades") or {}).items():
    print(f"  {limb}: grade {g}/5")
