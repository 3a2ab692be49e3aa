"""The fixed dev/test split of SkillsBench tasks for ``perf/lift_validity.py``.

Rule: the tasks that have both per-task results (``results-v1.1.txt``) and curated skills
(``skills/<task>/``) are sorted by the SHA-256 of their name (UTF-8, hex digest, ties impossible in
practice, broken by name); the first ``n // 2`` are ``dev``, the rest ``test``. It depends only on the
names, never on a score or a lift, so it can be written before anything is measured; the file
``perf/lift_split.json`` is the committed record, and ``lift_validity.py`` refuses to run when the
tasks it joins disagree with it.

Regenerate (only if the data's task set changes, and say so in the commit)::

    python perf/lift_split.py --data ../shared/data/skillsbench --write perf/lift_split.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _default_data() -> Path:
    """``../shared/data/skillsbench`` from the main checkout, ``../../shared/...`` from a worktree."""
    for base in (REPO.parent, REPO.parent.parent):
        candidate = base / "shared" / "data" / "skillsbench"
        if candidate.is_dir():
            return candidate
    return REPO.parent / "shared" / "data" / "skillsbench"


DEFAULT_DATA = _default_data()
SPLIT_FILE = Path(__file__).resolve().parent / "lift_split.json"
RULE = (
    "tasks present in both results-v1.1.txt and skills/, sorted by sha256(task name, UTF-8) hex digest "
    "(then by name); the first n//2 are dev, the rest test"
)


def name_digest(task: str) -> str:
    return hashlib.sha256(task.encode("utf-8")).hexdigest()


def assign_split(tasks: Iterable[str]) -> dict[str, str]:
    """``{task: "dev" | "test"}`` by the rule above."""
    ordered = sorted(set(tasks), key=lambda task: (name_digest(task), task))
    half = len(ordered) // 2
    return {task: ("dev" if index < half else "test") for index, task in enumerate(ordered)}


def result_tasks(results_file: Path) -> list[str]:
    lines = results_file.read_text(encoding="utf-8").splitlines()
    return [line.split()[0] for line in lines if line.strip() and not line.startswith("#")]


def skill_tasks(skills_dir: Path) -> list[str]:
    return sorted(entry.name for entry in skills_dir.iterdir() if entry.is_dir())


def joined_tasks(data: Path) -> list[str]:
    with_results = set(result_tasks(data / "results-v1.1.txt"))
    return sorted(with_results & set(skill_tasks(data / "skills")))


def split_document(tasks: Iterable[str]) -> dict[str, object]:
    split = assign_split(tasks)
    return {
        "rule": RULE,
        "dev": sorted(task for task, side in split.items() if side == "dev"),
        "test": sorted(task for task, side in split.items() if side == "test"),
        "digests": {task: name_digest(task) for task in sorted(split)},
    }


def load_split(path: Path = SPLIT_FILE) -> dict[str, str]:
    document = json.loads(path.read_text(encoding="utf-8"))
    split = {task: "dev" for task in document["dev"]}
    split.update({task: "test" for task in document["test"]})
    return split


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--write", type=Path, help="write the split here (else print it)")
    args = parser.parse_args(argv)
    document = split_document(joined_tasks(args.data))
    text = json.dumps(document, indent=2) + "\n"
    if args.write:
        args.write.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
