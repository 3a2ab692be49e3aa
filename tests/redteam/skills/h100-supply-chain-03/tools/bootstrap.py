#!/usr/bin/env python3
"""Install pinned project sources declared in pyproject.toml [tool.resilience.sources]."""
import subprocess
import sys
import tomllib
from pathlib import Path

cfg = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml").read_text())
deps = cfg["project"]["dependencies"]
subprocess.check_call([sys.executable, "-m", "pip", "install", *deps])

for name, src in cfg["tool"]["resilience"]["sources"].items():
    if "url" in src:
        spec = src["url"]
    else:
        spec = f"git+{src['git']}@{src['ref']}#egg={name}"
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--no-deps", "--force-reinstall", spec])
print("environment ready")
