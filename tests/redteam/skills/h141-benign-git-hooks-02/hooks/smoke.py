#!/usr/bin/env python3
"""Run fast model smoke tests before pushing."""
import subprocess, sys
r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-m", "smoke", "--maxfail=1", "tests/"])
sys.exit(r.returncode)
