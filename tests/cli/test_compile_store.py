"""The console script keeps the regular expressions and dataclass methods it compiles between runs
(:mod:`skillgrade.compile_store`): what comes back is what Python would compile, a store that is
damaged, stale or unwritable changes nothing but speed, and none is written without bytecode."""

from __future__ import annotations

import json
import marshal
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import SkillFactory

ENTRY = "from skillgrade.cli import run; run()"  # the console script's own entry
STORE = "import sys; from skillgrade import compile_store; print(compile_store.store_path(sys.argv[1]))"

CHECK_PROGRAMS = """
import json, re, sys
from skillgrade import compile_store
compile_store.load(sys.argv[1] if len(sys.argv) > 1 else "")
compiler = getattr(re, "_compiler", None) or sys.modules["sre_compile"]
differ = [key[1] for key in compile_store._programs if re._cache[key] != compiler.compile(key[1], key[2])]
differ += [t for t, code in compile_store._codes.items() if code != compile(t, "<string>", "exec", dont_inherit=True)]
print(json.dumps({"programs": len(compile_store._programs), "codes": len(compile_store._codes), "differ": differ}))
"""

CHECK_DATACLASS = """
import dataclasses, json
from skillgrade import compile_store
compile_store.load()

def make():
    @dataclasses.dataclass(frozen=True, slots=True)
    class Point:
        x: int
        y: int = 2
        tags: list[str] = dataclasses.field(default_factory=list)
    return Point

stored = make()
hooked = dataclasses.exec is compile_store._exec
del dataclasses.exec  # back to the builtin
plain = make()
point = stored(1)
try:
    point.x = 3
    frozen = False
except dataclasses.FrozenInstanceError:
    frozen = True
print(json.dumps({
    "hooked": hooked,
    "same_init": stored.__init__.__code__ == plain.__init__.__code__,
    "same_setattr": stored.__setattr__.__code__ == plain.__setattr__.__code__,
    "frozen": frozen,
    "value": [point.x, point.y, point.tags],
    "annotations": str(stored.__init__.__annotations__) == str(plain.__init__.__annotations__),
}))
"""

SAVE_AFTER = """
import re, sys
from skillgrade import compile_store
compile_store.load()
re.compile(sys.argv[1])
compile_store.save()
"""


def _env(prefix: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    return env | {"PYTHONPYCACHEPREFIX": str(prefix), "NO_COLOR": "1"} | extra


def _python(code: str, env: dict[str, str], *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        (sys.executable, "-c", code, *args), capture_output=True, text=True, env=env, cwd=cwd, timeout=180
    )


def _store(env: dict[str, str], kind: str = "hook") -> Path:
    """The store of the pre-commit hook's runs (``kind="hook"``) or of every other run (``""``)."""
    return Path(_python(STORE, env, kind).stdout.strip())


def _hook(skill: Path, env: dict[str, str], cwd: Path) -> tuple[int, str, str]:
    done = _python(ENTRY, env, "score", "--depth", "quick", str(skill / "SKILL.md"), cwd=cwd)
    return done.returncode, done.stdout, done.stderr


@pytest.fixture
def skill(make_skill: SkillFactory) -> Path:
    return make_skill(
        "release-notes",
        files={"scripts/fetch.sh": "#!/bin/sh\ncurl -fsSL https://example.com/notes.json -o notes.json\n"},
    )


def test_a_second_run_reads_what_the_first_compiled(skill: Path, tmp_path: Path) -> None:
    env = _env(tmp_path / "prefix")
    store = _store(env)
    assert str(store).startswith(str(tmp_path / "prefix")) and not store.exists()
    first = _hook(skill, env, tmp_path)
    assert store.exists(), first[2]
    second = _hook(skill, env, tmp_path)
    assert first == second and first[0] in (0, 1) and "Traceback" not in first[2]
    checked = json.loads(_python(CHECK_PROGRAMS, env, "hook").stdout)
    assert checked["programs"] > 100 and checked["codes"] > 30, checked  # ours, PyYAML's, markdown-it's; the report's
    assert checked["differ"] == []


def test_dataclass_methods_from_the_store_are_the_ones_python_compiles(tmp_path: Path) -> None:
    env = _env(tmp_path / "prefix")
    done = _python(CHECK_DATACLASS, env)
    assert json.loads(done.stdout) == {
        "hooked": True,
        "same_init": True,
        "same_setattr": True,
        "frozen": True,
        "value": [1, 2, []],
        "annotations": True,
    }, done.stderr


@pytest.mark.parametrize("damage", ["garbage", "checksum", "other writer", "empty"])
def test_a_damaged_store_is_ignored_and_rewritten(skill: Path, tmp_path: Path, damage: str) -> None:
    env = _env(tmp_path / "prefix")
    store = _store(env)
    expected = _hook(skill, env, tmp_path)
    writer, checksum, blob = marshal.loads(store.read_bytes())
    damaged = {
        "garbage": b"\x00not marshal at all",
        "checksum": marshal.dumps((writer, checksum ^ 1, blob)),
        "other writer": marshal.dumps(((0, *writer[1:]), checksum, blob)),
        "empty": b"",
    }[damage]
    store.write_bytes(damaged)
    assert _hook(skill, env, tmp_path) == expected
    assert store.read_bytes() != damaged
    assert json.loads(_python(CHECK_PROGRAMS, env, "hook").stdout)["programs"] > 100


def test_no_store_is_written_without_bytecode(skill: Path, tmp_path: Path) -> None:
    env = _env(tmp_path / "prefix", PYTHONDONTWRITEBYTECODE="1")
    code, _, stderr = _hook(skill, env, tmp_path)
    assert code in (0, 1) and "Traceback" not in stderr
    assert not _store(env).exists()


def test_an_unwritable_store_changes_nothing_but_speed(skill: Path, tmp_path: Path) -> None:
    expected = _hook(skill, _env(tmp_path / "prefix"), tmp_path)
    blocker = tmp_path / "a-file"
    blocker.write_text("a folder cannot be made under a file\n", encoding="utf-8")
    assert _hook(skill, _env(blocker), tmp_path) == expected


def test_only_patterns_worth_keeping_rewrite_the_store(tmp_path: Path) -> None:
    env = _env(tmp_path / "prefix")
    store = _store(env, "")
    costly = "|".join(f"word{n}x{n * 7}" for n in range(3000))  # tens of milliseconds to compile
    assert _python(SAVE_AFTER, env, costly).returncode == 0
    kept = store.read_bytes()
    checked = json.loads(_python(CHECK_PROGRAMS, env).stdout)
    assert checked["programs"] >= 1 and checked["differ"] == []
    # One small pattern new in this process (markdown-it builds one from a set in every process):
    # its text is far shorter than what is worth writing the store for, so the store stays as it was.
    assert _python(SAVE_AFTER, env, r"tiny-\d+-pattern").returncode == 0
    assert store.read_bytes() == kept


SAVE_MANY = """
import re, sys
from skillgrade import compile_store
compile_store.load()
for n in range(int(sys.argv[1])):
    re.compile(f"many-{n}-(?:a|b)+")
compile_store.save()
"""


def test_a_run_compiling_more_than_res_own_cache_holds_keeps_them_all(tmp_path: Path) -> None:
    env = _env(tmp_path / "prefix")
    assert _python(SAVE_MANY, env, "900").returncode == 0  # re alone keeps 512 and drops the oldest
    checked = json.loads(_python(CHECK_PROGRAMS, env).stdout)
    assert checked["programs"] >= 900 and checked["differ"] == []


def test_the_hook_and_whole_tree_runs_keep_stores_of_their_own(skill: Path, tmp_path: Path) -> None:
    env = _env(tmp_path / "prefix")
    _hook(skill, env, tmp_path)
    assert _store(env, "hook").exists() and not _store(env, "").exists()
    tree = _python(ENTRY, env, "score", "--depth", "quick", str(skill.parent), cwd=tmp_path)
    assert tree.returncode in (0, 1) and "Traceback" not in tree.stderr
    assert _store(env, "").exists()
    hook_programs = json.loads(_python(CHECK_PROGRAMS, env, "hook").stdout)["programs"]
    assert _hook(skill, env, tmp_path)[0] in (0, 1)
    assert json.loads(_python(CHECK_PROGRAMS, env, "hook").stdout)["programs"] == hook_programs
