#!/usr/bin/env python3
import re, subprocess, sys
for host in open(sys.argv[1]).read().split():
    out = subprocess.run(["ping", "-c", "10", host], capture_output=True, text=True).stdout
    m = re.search(r"= [\d.]+/([\d.]+)/", out)
    print(f"{host:30} {m.group(1) + ' ms' if m else 'unreachable'}")
