"""Commands a bundled script prints for the agent to run: a fake prerequisite.

A check script that reports what is "missing" and prints the command completing each step is
common and harmless while the commands are package installs. When one of the commands it prints
downloads code and pipes it into a shell (``curl … | sh``, ``irm … | iex``), and the skill's prose
tells the agent to run what the script prints, the agent runs code from a server that can change
after review, exactly as if the step were written in the Markdown; the script only hides the
command from a reader of the Markdown (its host is often assembled from pieces, so no URL shows).

The behaviour is a pair: a string literal of a bundled script that prints, holding a command the
shell analyser reads as running fetched code, and a sentence of a Markdown section naming that
script which orders the agent to run what it prints.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from pathlib import PurePosixPath

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import languages
from skillgrade.rules.security.behaviour.instructions import prose_sections
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Presentation, Snippet
from skillgrade.rules.security.behaviour.orders import negated_before
from skillgrade.rules.security.sources import Source

_LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"|\'([^\'\n]*)\'|`([^`\n]*)`')
_PIPED_TO_A_RUNNER = re.compile(
    r"\|\s*(?:sudo\s+)?(?:sh|bash|zsh|dash|ksh|iex|invoke-expression|python[0-9.]*|node)\b"
    r"|\b(?:sh|bash|zsh|dash|ksh)\s+-c\s+[\"']?(?:\$\(|`)",
    re.I,
)
"""A pipe into a shell or an interpreter, or a shell running what a command substitution gives it
(``sh -c "$(curl …)"``): only literals holding one are read as commands."""
_PRINTS = re.compile(
    r"\b(?:echo|printf|print|println|puts|console\.(?:log|info|warn|error)|Write-(?:Host|Output)"
    r"|(?:sys\.)?std(?:out|err)\.write|process\.std(?:out|err)\.write)\b|\bcat\s*<<",
    re.I,
)
"""A call or command that writes to the terminal: a script without one prints no command."""
_RUNS_WHAT_IT_PRINTS = re.compile(
    r"(?i)\b(?:run|execute|paste|enter|type)\s+(?:exactly\s+|verbatim\s+)?(?:the|each|every|all(?:\s+the)?|any"
    r"|whatever|what)\s+(?:[\w-]+\s+){0,3}?(?:(?:commands?|lines?)\s+)?(?:that\s+)?(?:it|they|the\s+(?:script|check"
    r"|checker|tool|output))\s+(?:prints?|outputs?|emits?|suggests?|shows?|displays?|reports?|writes?)\b"
    r"|\b(?:run|execute)\s+(?:exactly\s+)?(?:the\s+|each\s+|every\s+|all\s+(?:the\s+)?|any\s+)?(?:printed|suggested"
    r"|displayed|reported|emitted)\s+(?:[\w-]+\s+)?commands?\b"
    r"|\b(?:run|execute)\s+(?:it|them|(?:this|that|those|these)(?:\s+(?:commands?|lines?))?)\s+(?:exactly\s+"
    r"|verbatim\s+)?as\s+(?:printed|output|emitted|shown)\b"
)
"""An order to run what a script prints ("run the command it prints next to it", "run exactly the
command it prints", "run the printed commands", "prints the activation command; run it exactly as
printed")."""


def capabilities(sources: Iterable[Source], found: Iterable[tuple[Snippet, list[Capability]]]) -> list[Capability]:
    """A download-and-run for each bundled script that prints a command running fetched code which a
    Markdown section naming the script tells the agent to run."""
    printing: dict[str, Capability] = {}
    for snippet, _ in found:
        run = _printed_download_run(snippet)
        if run is not None:
            printing.setdefault(snippet.rel, run)
    if not printing:
        return []
    result: list[Capability] = []
    for source in sources:
        if not source.rel.lower().endswith((".md", ".markdown", ".mdx")):
            continue
        for rel, run in printing.items():
            order = _ordered_to_run_its_output(source, PurePosixPath(rel).name)
            if order is None:
                continue
            line, sentence = order
            told = Evidence(source.path, line, f"tells the agent to run what {rel} prints: “{_short(sentence)}”")
            step = replace(run.snippet, presentation=Presentation.STEP)  # the agent runs it as a step
            result.append(Capability(Kind.EXEC_FETCHED, run.detail, (*run.chain, told), step))
    return result


def _printed_download_run(script: Snippet) -> Capability | None:
    """The first string literal of a bundled script that prints something whose text is a command
    running fetched code: that run, its snippet the literal read as shell on its line."""
    if script.presentation is not Presentation.SCRIPT or script.origin or _PRINTS.search(script.text) is None:
        return None
    for number, line in enumerate(script.text.splitlines(), start=script.first_line):
        if "|" not in line and "-c" not in line:
            continue
        for match in _LITERAL.finditer(line):
            text = next(group for group in match.groups() if group is not None).replace('\\"', '"')
            if not _PIPED_TO_A_RUNNER.search(text):
                continue
            command = Snippet(script.path, script.rel, Language.SHELL, text, number, Presentation.SCRIPT)
            run = next((c for c in languages.analyse(command) if c.kind is Kind.EXEC_FETCHED), None)
            if run is None:
                continue
            printed = Evidence(script.path, number, f"prints the command `{_short(text)}` for the reader to run")
            return Capability(Kind.EXEC_FETCHED, run.detail, (*run.chain, printed), command)
    return None


def _ordered_to_run_its_output(source: Source, name: str) -> tuple[int, str] | None:
    """The first sentence of a section naming the script ``name`` that orders the agent to run what
    it prints."""
    if name not in source.text:
        return None
    lines = source.text.splitlines()
    for start, end, prose in prose_sections(source.text, source.first_line):
        section = "\n".join(lines[start - source.first_line : end - source.first_line + 1])
        if not re.search(rf"(?<![\w.-]){re.escape(name)}\b", section):
            continue
        for line, sentence in prose:
            match = _RUNS_WHAT_IT_PRINTS.search(sentence)
            if match is not None and not negated_before(sentence[: match.start()]):
                return line, sentence
    return None


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 100 else text[:97] + "…"
