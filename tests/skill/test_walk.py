"""The tree walk: os.walk's folders in os.walk's order, pruned, never through a symlink."""

from __future__ import annotations

import os
from pathlib import Path

from skillgrade.skill.walk import SKIPPED_DIRS, walk


def walked_by_os_walk(top: Path, tree_root: Path) -> tuple[list[tuple[Path, list[str]]], list[Path]]:
    """The same walk written on ``os.walk`` (what skillgrade used before reading directory entries)."""
    outside: list[Path] = []
    found: list[tuple[Path, list[str]]] = []
    for current, dirs, names in os.walk(top, followlinks=False):
        base = Path(current)
        kept = []
        for name in sorted(dirs):
            path = base / name
            if name in SKIPPED_DIRS or (path / "pyvenv.cfg").exists():
                continue
            if path.is_symlink():
                if not path.resolve().is_relative_to(tree_root):
                    outside.append(path)
                continue
            kept.append(name)
        dirs[:] = kept
        files = []
        for name in sorted(names):
            path = base / name
            if path.is_symlink() and not path.resolve().is_relative_to(tree_root):
                outside.append(path)
            else:
                files.append(name)
        found.append((base, files))
    return found, outside


def test_walk_visits_what_os_walk_visits_in_its_order(tmp_path: Path) -> None:
    tree, elsewhere = tmp_path / "tree", tmp_path / "elsewhere"
    for folder in ("b/deep/er", "a", "A", "_x", "node_modules/pkg", "env", "b/.git"):
        (tree / folder).mkdir(parents=True)
    (tree / "env" / "pyvenv.cfg").write_text("home = /usr\n")
    for name in ("SKILL.md", "b/deep/notes.md", "b/deep/er/x.py", "a/z.txt", "a/Y.txt", "node_modules/pkg/i.js"):
        (tree / name).write_text("x\n")
    elsewhere.mkdir()
    (elsewhere / "secret").write_text("s\n")
    (tree / "a" / "out_dir").symlink_to(elsewhere)
    (tree / "a" / "in_dir").symlink_to(tree / "b")
    (tree / "a" / "out_file").symlink_to(elsewhere / "secret")
    (tree / "a" / "in_file").symlink_to(tree / "SKILL.md")
    (tree / "a" / "broken").symlink_to(tmp_path / "nowhere")
    (tree / "b" / "deep" / "relative_out").symlink_to(Path("..", "..", "..", "elsewhere"))
    (tree / "b" / "loop").symlink_to(tree)

    outside: list[Path] = []
    walked = [(base, names) for base, names in walk(tree, tree, outside)]
    expected, expected_outside = walked_by_os_walk(tree, tree)
    assert walked == expected and outside == expected_outside
    assert [base.relative_to(tree).as_posix() for base, _ in walked] == [
        ".",
        "A",
        "_x",
        "a",
        "b",
        "b/deep",
        "b/deep/er",
    ]
    assert {p.name for p in outside} == {"out_dir", "out_file", "broken", "relative_out"}


def test_walking_a_file_or_a_missing_folder_yields_nothing(tmp_path: Path) -> None:
    (tmp_path / "f.md").write_text("x\n")
    outside: list[Path] = []
    assert list(walk(tmp_path / "f.md", tmp_path, outside)) == []
    assert list(walk(tmp_path / "missing", tmp_path, outside)) == [] and outside == []
