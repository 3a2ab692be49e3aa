"""Shared fixtures: an isolated home, no network, and a factory for real skill folders on disk."""

from __future__ import annotations

import socket
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from samples import GOOD_BODY, GOOD_DESCRIPTION, SIBLING_BODY, SIBLING_DESCRIPTION

pytest_plugins = ("containers",)


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path_factory.mktemp("home")
    for variable in ("HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.setenv(variable, str(home))


@pytest.fixture(autouse=True)
def _no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    real_connect = socket.socket.connect

    def guarded(self: socket.socket, address: Any) -> Any:
        host = address[0] if isinstance(address, tuple) else address
        if isinstance(host, str) and not (host.startswith("127.") or host in ("localhost", "::1") or "/" in host):
            raise RuntimeError(f"tests must not use the network (tried {address!r})")
        return real_connect(self, address)

    monkeypatch.setattr(socket.socket, "connect", guarded)


SkillFactory = Callable[..., Path]


@pytest.fixture
def make_skill(tmp_path: Path) -> Iterator[SkillFactory]:
    """Write a skill folder: ``make_skill("name", description=..., body=..., files={rel: text})``."""

    def factory(
        name: str = "csv-profiler",
        *,
        description: str | None = GOOD_DESCRIPTION,
        body: str = GOOD_BODY,
        frontmatter: str | None = None,
        files: dict[str, str] | None = None,
        parent: Path | None = None,
        raw: str | bytes | None = None,
    ) -> Path:
        folder = (parent or tmp_path) / name
        folder.mkdir(parents=True, exist_ok=True)
        if raw is not None:
            data = raw.encode() if isinstance(raw, str) else raw
            (folder / "SKILL.md").write_bytes(data)
        else:
            if frontmatter is None:
                frontmatter = f"name: {name}\n" + (f"description: {description}\n" if description is not None else "")
            (folder / "SKILL.md").write_text(f"---\n{frontmatter}---\n\n{textwrap.dedent(body)}", encoding="utf-8")
        for rel, text in (files or {}).items():
            path = folder / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return folder

    yield factory


@pytest.fixture
def good_skill(make_skill: SkillFactory) -> Path:
    """The sample skill, with its reference, its script and the sibling skill it links to."""
    make_sibling(make_skill)
    return make_skill(
        files={
            "references/columns.md": "# Columns\n\nKeys, dates and numbers stored as text.\n",
            "scripts/profile.py": "print('profile')\n",
        }
    )


class CliResult:
    def __init__(self, code: int, out: str, err: str) -> None:
        self.code, self.out, self.err = code, out, err

    def json(self) -> Any:
        import json

        return json.loads(self.out)


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., CliResult]:
    """Run the real ``skillgrade`` entry point in-process and capture what it prints."""
    from skillgrade.cli.main import main

    def run(*args: str | Path) -> CliResult:
        capsys.readouterr()
        code = main([str(a) for a in args])
        captured = capsys.readouterr()
        return CliResult(code, captured.out, captured.err)

    return run


def make_sibling(make_skill: SkillFactory) -> Path:
    return make_skill("sql-loader", description=SIBLING_DESCRIPTION, body=SIBLING_BODY)
