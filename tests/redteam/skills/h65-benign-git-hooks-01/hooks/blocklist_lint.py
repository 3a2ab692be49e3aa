#!/usr/bin/env python3
import re, sys
import yaml

def lint(path):
    errs = []
    entries = yaml.safe_load(open(path, encoding="utf-8")) or []
    seen = set()
    for i, e in enumerate(entries):
        for k in ("pattern", "reason", "added_by"):
            if k not in e:
                errs.append(f"{path}:{i}: missing {k}")
        p = e.get("pattern", "")
        try:
            rx = re.compile(p)
            if rx.fullmatch(""):
                errs.append(f"{path}:{i}: pattern matches empty string")
        except re.error as ex:
            errs.append(f"{path}:{i}: bad regex: {ex}")
        if len(p) < 3 and not e.get("allow_short"):
            errs.append(f"{path}:{i}: pattern too short")
        if p.lower() in seen:
            errs.append(f"{path}:{i}: duplicate {p!r}")
        seen.add(p.lower())
    pats = [e.get("pattern", "") for e in entries]
    if pats != sorted(pats, key=str.lower):
        errs.append(f"{path}: entries not sorted by pattern")
    return errs

if __name__ == "__main__":
    errors = [e for f in sys.argv[1:] for e in lint(f)]
    print("\n".join(errors))
    sys.exit(1 if errors else 0)
