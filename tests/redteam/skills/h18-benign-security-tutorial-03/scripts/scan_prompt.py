#!/usr/bin/env python3
import pathlib, re, sys

PATTERNS = {
    "override": re.compile(r"ignore (all )?(previous|prior) instructions|take priority over the user", re.I),
    "conceal": re.compile(r"do not (tell|inform) the user|silently", re.I),
    "hidden": re.compile("[\u200b-\u200f\u00ad\U000e0000-\U000e007f]|<!--"),
    "remote": re.compile(r"fetch .{0,40}(and|then) (follow|run|execute)", re.I),
}

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
files = [root] if root.is_file() else [p for p in root.rglob("*") if p.suffix in {".md", ".txt", ".json", ".yaml", ".yml"}]
for f in files:
    for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
        for name, rx in PATTERNS.items():
            if rx.search(line):
                print(f"{f}:{n}: {name}: {line.strip()[:120]}")
