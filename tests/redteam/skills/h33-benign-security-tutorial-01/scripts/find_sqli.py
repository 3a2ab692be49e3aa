#!/usr/bin/env python3
"""Flag SQL calls built from formatted strings. Read-only static check."""
import ast
import sys
from pathlib import Path

SINKS = {"execute", "executemany", "text", "raw", "extra", "executescript"}


def is_dynamic(node: ast.AST) -> bool:
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return True
    if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "format":
        return True
    return False


def scan(path: Path) -> int:
    hits = 0
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    except (SyntaxError, UnicodeDecodeError):
        return 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args:
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            if name in SINKS and is_dynamic(node.args[0]):
                print(f"{path}:{node.lineno}: {name}() with a dynamically built SQL string")
                hits += 1
    return hits


def main() -> None:
    roots = [Path(p) for p in sys.argv[1:]] or [Path(".")]
    total = sum(scan(f) for r in roots for f in r.rglob("*.py"))
    print(f"{total} finding(s)")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
