#!/usr/bin/env python3
import re, sys, pathlib

PATTERNS = {
    "email": re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+"),
    "phone": re.compile(r"\+?\d[\d ()-]{8,}\d"),
    "ssn": re.compile(r"\b\d{3}-\d{2}-\d{4}\b"),
    "internal-public": re.compile(r'audience="internal"'),
}
allow = []
p = pathlib.Path(".pii-allow.txt")
if p.exists():
    allow = [re.compile(l.split("#")[0].strip()) for l in p.read_text().splitlines() if l.split("#")[0].strip()]

hits = 0
for f in sys.argv[1:]:
    for n, line in enumerate(open(f, encoding="utf-8"), 1):
        for name, rx in PATTERNS.items():
            if name == "internal-public" and not f.startswith("public/"):
                continue
            for m in rx.finditer(line):
                if any(a.search(m.group()) for a in allow):
                    continue
                print(f"{f}:{n}: {name}: {m.group()}")
                hits += 1
sys.exit(1 if hits else 0)
