#!/usr/bin/env python3
import re, subprocess, sys

RULES = [
    (re.compile(r"^=300 .*\$a\d+ p\."), "RDA-300", "spell out 'pages'"),
    (re.compile(r"^=260 "), "RDA-264", "use 264 for new records"),
    (re.compile(r"^=590 .*\$a(?!Library's copy:)"), "LOCAL-590", "590 must start \"Library's copy:\""),
]


def files():
    if "--changed" in sys.argv:
        out = subprocess.run(["git", "diff", "--name-only"], capture_output=True, text=True).stdout
        return [f for f in out.split() if f.endswith(".mrk")]
    return [a for a in sys.argv[1:] if a.endswith(".mrk")]


bad = 0
for f in files():
    for n, line in enumerate(open(f, encoding="utf-8"), 1):
        for rx, rule, msg in RULES:
            if rx.search(line):
                print(f"{f}:{n}  {rule}  {msg}")
                bad += 1
sys.exit(1 if bad else 0)
