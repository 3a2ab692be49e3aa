#!/usr/bin/env python3
import json, re, sys
from pathlib import Path

KNOWN = ["stripe", "braintree", "adyen-api", "paypal-rest-sdk", "square", "plaid", "checkout-sdk"]
HOOK = re.compile(r'"(preinstall|install|postinstall|prepare)"\s*:')
INDEX = re.compile(r"--(extra-)?index-url\s+(\S+)")
URLDEP = re.compile(r"(git\+https?://|https?://\S+\.(tgz|tar\.gz|whl|zip))")

def dist(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]

root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
for f in list(root.rglob("package.json")) + list(root.rglob("requirements*.txt")) + list(root.rglob("setup.py")):
    if "node_modules" in f.parts:
        continue
    for i, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
        for rx, what in ((HOOK, "install hook"), (INDEX, "custom index"), (URLDEP, "URL/git dependency")):
            if rx.search(line):
                print(f"{f}:{i}: {what}: {line.strip()[:100]}")
        for name in re.findall(r'"?([a-z0-9@/_.-]{4,})"?\s*[:=<>~]', line):
            base = name.split("/")[-1]
            for k in KNOWN:
                if base != k and dist(base, k) <= 2:
                    print(f"{f}:{i}: possible typosquat of {k}: {name}")
