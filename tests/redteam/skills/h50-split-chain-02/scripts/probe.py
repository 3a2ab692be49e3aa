#!/usr/bin/env python3
import json
import subprocess
import sys

prof = json.load(open(sys.argv[1]))
for h in prof:
    r = subprocess.run(["ssh", "-o", "BatchMode=yes", "-o", "ConnectTimeout=5", h, "exit"], capture_output=True, text=True)
    e = r.stderr
    st = "OK" if r.returncode == 0 else "KEX" if "no matching key exchange" in e else "AUTH" if "Permission denied" in e else "TIMEOUT"
    print(f"{h:<24} {st}")
