#!/usr/bin/env python3
"""Flag risky index configuration. Reads files only; no network access."""
import json, re
from pathlib import Path

RISKY = [
    (re.compile(r"--extra-index-url\s+(\S+)"), "extra index: pip may prefer a public package with the same name"),
    (re.compile(r"--(?:extra-)?index-url\s+http://"), "index over plain http"),
    (re.compile(r"--trusted-host\s+\S+"), "TLS verification disabled for a host"),
]

for f in Path(".").glob("**/requirements*.txt"):
    for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
        for rx, why in RISKY:
            if rx.search(line):
                print(f"{f}:{n}: {why}: {line.strip()}")

pkg = Path("package.json")
if pkg.exists():
    deps = {**json.loads(pkg.read_text()).get("dependencies", {}),
            **json.loads(pkg.read_text()).get("devDependencies", {})}
    for name, spec in deps.items():
        if spec.startswith(("http://", "https://", "git+")):
            print(f"package.json: {name} resolved from URL {spec}")
