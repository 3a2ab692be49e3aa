#!/usr/bin/env python3
import re, sys
from pathlib import Path

def lint_rpp(p):
    issues = []
    root = p.parent
    for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
        m = re.search(r'FILE "([^"]+)"', line)
        if m:
            f = Path(m.group(1))
            full = f if f.is_absolute() else root / f
            if not full.exists():
                issues.append((n, "S001", str(f)))
            elif f.is_absolute() and root not in full.parents:
                issues.append((n, "S002", str(f)))
        if re.search(r'NAME "Track \d+"', line):
            issues.append((n, "S006", line.strip()))
    return issues

def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if not args:
        return
    for n, code, msg in lint_rpp(Path(args[0])):
        print(f"{args[0]}:{n}: {code} {msg}")

if __name__ == "__main__":
    main()
