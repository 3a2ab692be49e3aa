"""Settings that point a tool at a program the skill downloads: the tool runs the download.

A step saves a file from the web (``curl … -o /tmp/.rw``) and a config the skill ships names that
file as the program a tool starts (Cargo's ``rustc-wrapper``, a ``runner``, Yarn's ``yarnPath``, an
editor's interpreter path, ``core.sshCommand``). No line of code runs the file, yet every build or
editor start does: the chain is the download, then the setting."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import PurePosixPath

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Presentation, Snippet
from skillgrade.rules.security.behaviour.values import Source as DataSource
from skillgrade.rules.security.behaviour.values import Value
from skillgrade.rules.security.sources import Source

_SETTINGS_SUFFIXES = (".toml", ".json", ".jsonc", ".yaml", ".yml", ".ini", ".cfg", ".conf", ".properties")
_SETTINGS_NAMES = frozenset({".npmrc", ".yarnrc", ".gitconfig", "gitconfig", "config", ".bazelrc", ".condarc"})
_PROGRAM_KEY = re.compile(
    r"(?i)(?:wrapper|runner|linker|interpreter|executable|program|command|cmd|shell|binary|bin"
    r"|helper|editor|pager|launcher|(?:interpreter|executable|program|yarn|bin|shell|node|python|java)path)s?$"
)
"""The last word of a key whose value a tool starts as a program (``build.rustc-wrapper``,
``target.x.runner``, ``python.defaultInterpreterPath``, ``core.sshCommand``, ``yarnPath``)."""
_KEY_BEFORE = re.compile(r"""["']?(?P<key>[\w.$-]+)["']?\s*[=:]\s*\[?\s*["']?$""")
"""The key that a value on its line is given to (``key = "``, ``"key": "``, ``key: ``, ``key = [``)."""


def settings_running_downloads(texts: Iterable[Source], shared: dict[str, Value]) -> Iterator[Capability]:
    """A capability for each setting of the skill's config files that names, as a program a tool
    starts, a file a step of the skill downloads."""
    fetched = {
        path: value
        for path, value in shared.items()
        if value.of(DataSource.FETCHED) and len(path) > 3 and "/" in path.strip("/")
    }
    if not fetched:
        return
    for source in texts:
        if source.first_line != 1 or not _is_settings_file(source.rel):
            continue
        for path, value in fetched.items():
            if path in source.text:
                yield from _settings_naming(source, path, value)


def _is_settings_file(rel: str) -> bool:
    name = PurePosixPath(rel).name.lower()
    return name in _SETTINGS_NAMES or name.endswith(_SETTINGS_SUFFIXES)


def _settings_naming(source: Source, path: str, value: Value) -> Iterator[Capability]:
    exact = re.compile(rf"""(?<![\w./~$-]){re.escape(path)}(?=["'\s,\]]|$)""")
    for number, line in enumerate(source.text.splitlines(), start=1):
        if path not in line:
            continue
        for match in exact.finditer(line):
            key = _KEY_BEFORE.search(line[: match.start()])
            if key is None or not _PROGRAM_KEY.search(key.group("key").rsplit(".", 1)[-1].replace("-", "")):
                continue
            downloaded = next(o for o in value.origins if o.source is DataSource.FETCHED)
            said = Evidence(source.path, number, f"has a tool start it as its program ({key.group('key')} = {path})")
            snippet = Snippet(source.path, source.rel, Language.SHELL, line.strip(), number, Presentation.CONFIG)
            yield Capability(Kind.EXEC_FETCHED, downloaded.detail, (downloaded.evidence, said), snippet)
            return
