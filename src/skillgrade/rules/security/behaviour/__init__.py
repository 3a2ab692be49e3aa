"""The behaviour scanner: what a skill's code does, not how it is spelled.

Stages, one module each, top-down: :mod:`.extract` finds the code in every file (normalised by
:mod:`.normalise`) with its language and presentation; :mod:`.languages` hands each snippet to its
parser (:mod:`.shell`, :mod:`.python`, …, sharing :mod:`.values` and :mod:`.vocabulary`) which
returns capabilities (what it reads, where it sends, what it runs, where it persists, what it
installs, checked against :mod:`.packages`); :mod:`.combine` turns a skill's capabilities into
findings whose severity comes from the combination, lowered only for official installers on
:mod:`.allowlist` or blocks shown to be examples, never by the words around them.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import PurePosixPath

from skillgrade.findings import Finding
from skillgrade.rules.security.behaviour import combine, extract, languages, manifests
from skillgrade.rules.security.behaviour.model import Capability, Snippet
from skillgrade.rules.security.behaviour.values import SHARED_FILES, Value
from skillgrade.rules.security.sources import Source

RULES = combine.RULES


def scan(sources: Iterable[Source]) -> list[Finding]:
    """The behaviour findings of one skill, from all its text (SKILL.md first, then every file)."""
    capabilities: list[Capability] = []
    snippets: list[Snippet] = []
    for source in sources:
        snippets.extend(extract.snippets(source.rel, source.path, source.text, source.first_line, source.is_skill_md))
        if source.first_line == 1 and not source.is_skill_md:
            capabilities.extend(manifests.capabilities(source.rel, source.path, source.text))
    shared: dict[str, Value] = {}
    token = SHARED_FILES.set(shared)
    try:
        found = [_analysed(snippet) for snippet in snippets]
        if shared:
            # a file one snippet wrote with data in it, read by another: analyse the readers again
            names = {PurePosixPath(path).name for path in shared if PurePosixPath(path).name}
            for index, snippet in enumerate(snippets):
                if any(name in snippet.text for name in names):
                    found[index] = _analysed(snippet)
    finally:
        SHARED_FILES.reset(token)
    for group in found:
        capabilities.extend(group)
    return list(combine.findings(capabilities))


_UNAVAILABLE: set[str] = set()
"""Languages whose analyser is not in this build (JavaScript, PowerShell before they land)."""


def _analysed(snippet: Snippet) -> list[Capability]:
    if snippet.language.value in _UNAVAILABLE:
        return []
    try:
        return languages.analyse(snippet)
    except ModuleNotFoundError:
        _UNAVAILABLE.add(snippet.language.value)
        return []
