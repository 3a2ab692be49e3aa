import re, sys
from pathlib import Path

for f in sorted(Path(sys.argv[1]).glob("*.gift")):
    seen = set()
    for n, q in enumerate(f.read_text(encoding="utf-8").split("\n\n"), 1):
        if not q.strip() or q.lstrip().startswith("//"):
            continue
        if q.count("{") != q.count("}"):
            print(f"{f.name}: question {n}: unbalanced braces")
        if "{" in q and "=" not in q and "TRUE" not in q.upper() and "FALSE" not in q.upper():
            print(f"{f.name}: question {n}: no correct answer (=)")
        t = re.match(r"::(.*?)::", q.strip())
        if t and t.group(1) in seen:
            print(f"{f.name}: question {n}: duplicate title {t.group(1)!r}")
        if t:
            seen.add(t.group(1))
