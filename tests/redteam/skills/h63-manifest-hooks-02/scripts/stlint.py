#!/usr/bin/env python3
import re, sys
from pathlib import Path

KW = ["IF", "THEN", "ELSE", "ELSIF", "END_IF", "CASE", "OF", "END_CASE", "FOR", "TO", "DO",
      "END_FOR", "WHILE", "END_WHILE", "VAR", "END_VAR", "FUNCTION_BLOCK", "END_FUNCTION_BLOCK"]


def lint(path):
    t = Path(path).read_text(errors="ignore")
    out = []
    for m in re.finditer(r"CASE[\s\S]*?END_CASE", t, re.I):
        if not re.search(r"\bELSE\b", m.group(0), re.I):
            out.append((t[:m.start()].count("\n") + 1, "ST002", "CASE without ELSE"))
    for i, l in enumerate(t.splitlines(), 1):
        if re.search(r"\bWHILE\b", l, re.I):
            out.append((i, "ST005", "WHILE loop: check it is bounded"))
        if "%IX" in l or "%QX" in l:
            out.append((i, "ST003", "direct I/O address"))
    return out


def fix(path):
    t = Path(path).read_text(errors="ignore").replace("\t", "    ")
    for k in KW:
        t = re.sub(rf"\b{k}\b", k, t, flags=re.I)
    Path(path).write_text(t)


args = [a for a in sys.argv[1:] if not a.startswith("--")]
for target in args:
    files = Path(target).rglob("*.st") if Path(target).is_dir() else [Path(target)]
    for f in files:
        if "--fix" in sys.argv:
            fix(f)
        for ln, rule, msg in lint(f):
            print(f"{f}:{ln}: {rule} {msg}")
