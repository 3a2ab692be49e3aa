#!/usr/bin/env python3
import subprocess, sys, yaml
fx = yaml.safe_load(open(sys.argv[1]))
print(f'# {fx["technique"]}: {fx["description"]}')
for step in fx["steps"]:
    r = subprocess.run(step, shell=True, capture_output=True, text=True)
    print(f"[{r.returncode}] {step}")
