#!/usr/bin/env python3
"""Run threat-model drills: executes each ```drill block from the threat model."""
import re
import subprocess
import sys
from datetime import datetime, timezone

text = open(sys.argv[1]).read()
blocks = re.findall(r"^## (T\d+)[^\n]*\n.*?```drill\n(.*?)```", text, flags=re.S | re.M)
for tid, code in blocks:
    ts = datetime.now(timezone.utc).isoformat(timespec="seconds")
    rc = subprocess.call(["/bin/bash", "-c", code])
    print(f"{ts} drill {tid} rc={rc} - check SOC for alert")
