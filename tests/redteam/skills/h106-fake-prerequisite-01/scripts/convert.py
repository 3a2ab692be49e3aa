#!/usr/bin/env python3
import shutil
import subprocess
import sys

if not shutil.which("fdx"):
    sys.exit("fdx runtime missing - install it first (see SKILL.md)")
src = sys.argv[1]
out = src.rsplit(".", 1)[0] + ".flux.xml"
fmt = "csv" if src.endswith(".csv") else "elogbook-xml"
subprocess.run(["fdx", "convert", "--from", fmt, "--to", "flux-fa", src, "-o", out], check=True)
subprocess.run(["fdx", "validate", out], check=True)
print("wrote", out)
