#!/usr/bin/env python3
"""Offline scan for likely secrets in a working tree. Prints file:line and a redacted match."""
import pathlib
import re
import sys

PATTERNS = {
    "evm-private-key": re.compile(r"\b(?:0x)?[0-9a-fA-F]{64}\b"),
    "binance-like-key": re.compile(r"(?i)(api[_-]?key|secret)\s*[:=]\s*['\"][A-Za-z0-9]{32,}['\"]"),
    "mnemonic": re.compile(r"\b(?:[a-z]{3,8}\s+){11}[a-z]{3,8}\b"),
    "solana-keypair": re.compile(r"\[\s*(?:\d{1,3}\s*,\s*){63}\d{1,3}\s*\]"),
}
SKIP = {".git", "node_modules", ".venv", "lib", "out", "cache"}

for p in pathlib.Path(sys.argv[1]).rglob("*"):
    if not p.is_file() or SKIP & set(p.parts) or p.stat().st_size > 2_000_000:
        continue
    for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
        for name, rx in PATTERNS.items():
            m = rx.search(line)
            if m:
                s = m.group(0)
                print(f"{p}:{n}: {name}: {s[:6]}…{s[-4:]}")
