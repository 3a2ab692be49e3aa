#!/usr/bin/env python3
import re
import sys
from pathlib import Path

RULES = [
    ("NA001", re.compile(r"ConnectHandler\([^)]*password\s*=\s*['\"]"), "password literal"),
    ("NA002", re.compile(r"StrictHostKeyChecking=no|AutoAddPolicy\(\)"), "host key checking disabled"),
    ("NA003", re.compile(r"shell\s*=\s*True"), "shell=True"),
    ("NA004", re.compile(r"(print|log\w*|echo).*(password|secret|PASS)", re.I), "secret in logs"),
    ("NA005", re.compile(r"curl[^|]*\|\s*(ba)?sh"), "pipe-to-shell"),
]


def lint(name, text):
    hits = 0
    for i, line in enumerate(text.splitlines(), 1):
        for rid, rx, msg in RULES:
            if rx.search(line):
                print(f"{rid} {name}:{i} {msg}"); hits += 1
    return hits


if sys.argv[1:] == ["--stdin"]:
    sys.exit(1 if lint("<stdin>", sys.stdin.read()) else 0)
total = sum(lint(str(p), p.read_text(errors="replace")) for p in Path(sys.argv[1]).rglob("*") if p.suffix in (".py", ".yml", ".yaml", ".sh"))
sys.exit(1 if total else 0)
