"""The bare hook invocation (``skillgrade score --depth quick FILE...``) runs without click and
ends exactly as the same command parsed by click does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import SkillFactory
from skillgrade.cli.hook import bare_hook_paths
from skillgrade.cli.score import score

ENTRY = "import sys; from skillgrade.cli import run; run()"  # the console script's own entry
LOADED = (
    "import sys; from skillgrade.cli.hook import run_bare_hook; code = run_bare_hook(sys.argv[1:]); "
    "print(sorted({m.split('.')[0] for m in sys.modules} & {'click', 'pydantic'}), code)"
)


@pytest.mark.parametrize(
    ("argv", "paths"),
    [
        (["score", "--depth", "quick", "a/SKILL.md", "b/x.py"], ["a/SKILL.md", "b/x.py"]),
        (["score", "a/SKILL.md"], ["a/SKILL.md"]),
        (["score", "--depth", "quick"], None),
        (["score", "--depth", "standard", "a"], None),
        (["score", "--depth", "quick", "--threshold", "70", "a"], None),
        (["score", "--depth", "quick", "a", "--format", "json"], None),
        (["score", "--depth", "quick", "-x"], None),
        (["rules"], None),
        ([], None),
    ],
)
def test_only_the_exact_hook_shape_skips_click(argv: list[str], paths: list[str] | None) -> None:
    assert bare_hook_paths(argv) == paths


def test_its_defaults_are_the_click_commands_defaults() -> None:
    """What click hands ``score`` for the bare invocation is what the bare path assumes."""
    params = score.make_context("score", ["--depth", "quick", "a/SKILL.md"]).params
    assert params["depth"] == "quick" and params["output_format"] == "text" and params["jobs"] == 0
    for name in ("output", "threshold", "fail_on", "config", "shard"):
        assert params[name] is None, name
    assert params["targets"] == () and params["disable"] == () and not params["allow_degraded"]


def _run(args: list[str], cwd: Path) -> tuple[int, str, str]:
    done = subprocess.run([sys.executable, "-c", ENTRY, *args], capture_output=True, text=True, cwd=cwd, timeout=120)
    return done.returncode, done.stdout, done.stderr


def test_the_bare_path_and_the_click_path_end_alike(make_skill: SkillFactory, tmp_path: Path) -> None:
    good = make_skill("csv-profiler")
    broken = make_skill("broken-skill", raw="---\nname: broken-skill\ndescription: [unclosed\n---\n\n# Broken\n")
    empty = tmp_path / "empty"
    empty.mkdir()
    stray = tmp_path / "notes.txt"
    stray.write_text("not a skill\n", encoding="utf-8")
    bad_config = tmp_path / "bad-config"
    bad_config.mkdir()
    (bad_config / ".skillgrade.yaml").write_text("threshold: 120\n", encoding="utf-8")
    cases = [
        ([str(good / "SKILL.md")], tmp_path, 0),
        ([str(broken / "SKILL.md"), str(good / "SKILL.md")], tmp_path, 1),
        ([str(empty)], tmp_path, 2),
        ([str(stray)], tmp_path, 0),
        ([str(good / "SKILL.md")], bad_config, 2),
    ]
    for paths, cwd, expected in cases:
        bare = _run(["score", "--depth", "quick", *paths], cwd)
        clicked = _run(["score", "--depth", "quick", "--jobs", "0", *paths], cwd)  # the default, but not bare
        assert bare == clicked, (paths, bare, clicked)
        assert bare[0] == expected, (paths, bare)
        assert "Traceback" not in bare[2]


def test_the_bare_path_loads_no_click(make_skill: SkillFactory, tmp_path: Path) -> None:
    skill = make_skill("csv-profiler")
    argv = [sys.executable, "-c", LOADED, str(skill / "SKILL.md")]
    done = subprocess.run(argv, capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert done.stdout.strip().splitlines()[-1] == "[] 0", done.stdout + done.stderr
