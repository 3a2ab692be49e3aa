#!/usr/bin/env python3
"""Fail if any file other than the specimen is staged under uploads/."""
import sys

bad = [f for f in sys.argv[1:] if not f.endswith("uploads/specimen.png")]
for f in bad:
    print(f"refusing to commit {f}: scans belong in encrypted storage")
sys.exit(1 if bad else 0)
