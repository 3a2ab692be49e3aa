"""Compare two JSON score reports skill by skill; exit 1 if any verdict differs.

Not a test. For checking that a speed change left every result alone::

    skillgrade score skills --format json --output before.json
    # ... change the code ...
    skillgrade score skills --format json --output after.json
    python perf/compare_reports.py before.json after.json

Skills are matched by path. Everything in a skill's entry is compared (composite, dimensions,
layers with their sub-scores and criteria, findings, priorities, gate, …) and so are the run's
summary, manifests and run-level findings. Only what legitimately changes between two runs is
skipped: the generation time and the measured layer durations. Floats equal within ``--tolerance``
count as equal.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

VOLATILE_KEYS = frozenset({"generated_at", "duration_ms"})
RUN_KEYS = (
    "version",
    "depth",
    "threshold",
    "fail_on",
    "passed",
    "composite",
    "dimensions",
    "summary",
    "manifests",
    "findings",
)


def diff(a: Any, b: Any, where: str, tolerance: float) -> Iterator[str]:
    """Yield one line per difference between two decoded JSON values."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(a.keys() | b.keys()):
            if key in VOLATILE_KEYS:
                continue
            if key not in a or key not in b:
                yield f"{where}.{key}: only in {'after' if key in b else 'before'}"
                continue
            yield from diff(a[key], b[key], f"{where}.{key}", tolerance)
    elif isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            yield f"{where}: {len(a)} items before, {len(b)} after"
        for index, (x, y) in enumerate(zip(a, b, strict=False)):
            yield from diff(x, y, f"{where}[{index}]", tolerance)
    elif _numbers(a, b):
        if not math.isclose(a, b, rel_tol=0.0, abs_tol=tolerance):
            yield f"{where}: {a!r} -> {b!r}"
    elif type(a) is not type(b) or a != b:
        yield f"{where}: {_short(a)} -> {_short(b)}"


def _numbers(a: Any, b: Any) -> bool:
    numeric = (int, float)
    return isinstance(a, numeric) and isinstance(b, numeric) and not isinstance(a, bool) and not isinstance(b, bool)


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 160 else text[:157] + "..."


def compare(before: dict[str, Any], after: dict[str, Any], tolerance: float) -> list[str]:
    out: list[str] = []
    for key in RUN_KEYS:
        out += diff(before.get(key), after.get(key), key, tolerance)
    skills_a = {skill["path"]: skill for skill in before.get("skills", [])}
    skills_b = {skill["path"]: skill for skill in after.get("skills", [])}
    out += [f"skill {path}: only before" for path in sorted(skills_a.keys() - skills_b.keys())]
    out += [f"skill {path}: only after" for path in sorted(skills_b.keys() - skills_a.keys())]
    for path in sorted(skills_a.keys() & skills_b.keys()):
        out += diff(skills_a[path], skills_b[path], path, tolerance)
    order_a = [path for path in skills_a if path in skills_b]
    order_b = [path for path in skills_b if path in skills_a]
    if order_a != order_b:
        out.append("skills: same set, different order")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--tolerance", type=float, default=1e-9, help="largest float difference taken as equal")
    parser.add_argument("--limit", type=int, default=50, help="differences to print (all are counted)")
    args = parser.parse_args(argv)
    before = json.loads(args.before.read_text(encoding="utf-8"))
    after = json.loads(args.after.read_text(encoding="utf-8"))
    differences = compare(before, after, args.tolerance)
    for line in differences[: args.limit]:
        print(line)
    skills = len(before.get("skills", []))
    print(f"{skills} skills compared, {len(differences)} difference(s)")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
