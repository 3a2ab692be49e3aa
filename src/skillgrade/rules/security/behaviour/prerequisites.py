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
from skillgrade.rules.security.behaviour.values import (
    EVALUATED_DOWNLOAD,
    RUN_AS_PRINTED,
    RUNNER_HINTS,
    printed_for_the_reader,
)
from skillgrade.rules.security.sources import Source

_LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"|\'([^\'\n]*)\'|`([^`\n]*)`')
_LABEL = re.compile(r"^\s*[A-Za-z][\w ()/-]{0,40}:\s+(?=\S)")
"""A label a script puts before the command it prints (``FIX: irm … | iex``, ``Remediation: curl …``):
the reader runs what follows it. A URL's ``://`` and a drive's ``C:\\`` are followed by no space."""
_PRINTS = re.compile(
    r"\b(?:echo|printf|print|println|puts|console\.(?:log|info|warn|error)|Write-(?:Host|Output)"
    r"|(?:sys\.)?std(?:out|err)\.write|process\.std(?:out|err)\.write)\b|\bcat\s*<<",
    re.I,
)
"""A call or command that writes to the terminal: a script without one prints no command."""
_RUNS_WHAT_IT_PRINTS = re.compile(
    r"(?i)\b(?:run|execute|paste|enter|type|follow)\s+(?:exactly\s+|verbatim\s+)?(?:the|each|every|all(?:\s+the)?"
    r"|any|whatever|what)\s+(?:[\w-]+\s+){0,3}?(?:(?:commands?|lines?)\s+)?(?:that\s+)?(?:it|they|the\s+(?:script"
    r"|check|checker|tool|output))\s+(?:prints?|outputs?|emits?|suggests?|shows?|displays?|reports?|writes?)\b"
    r"|\b(?:run|execute)\s+(?:exactly\s+)?(?:the\s+|each\s+|every\s+|all\s+(?:the\s+)?|any\s+)?(?:printed|suggested"
    r"|displayed|reported|emitted)\s+(?:[\w-]+\s+)?(?:commands?|command\s+lines?|lines?)\b"
    r"|\b(?:run|execute)\s+(?:it|them|(?:the|this|that|those|these)(?:\s+(?:commands?|lines?))?)\s+(?:exactly\s+"
    r"|verbatim\s+)?as\s+(?:printed|output|emitted|shown)\b"
    # what its message says done ("do what its message says", "follow whatever the script's output tells you")
    r"|\b(?:do|carry\s+out|follow|obey)\s+(?:exactly\s+)?what(?:ever)?\s+(?:its|their|the\s+(?:script|check|checker"
    r"|tool|doctor)['’]s|the)\s+(?:[\w-]+\s+)?(?:messages?|output|hints?|instructions?)\s+(?:says?|tells?\s+you"
    r"|asks?(?:\s+for)?|suggests?)\b"
)
"""An order to run what a script prints ("run the command it prints next to it", "run exactly the
command it prints", "run the printed commands", "prints the activation command; run it exactly as
printed", "run the command exactly as printed", "follow the remediation command it prints", "do what
its message says")."""

_EMPHASIS = re.compile(r"\*\*|__|(?<!\w)\*(?=\w)|(?<=\w)\*(?!\w)")
"""Markdown emphasis marks, taken out of a sentence before its words are read."""

_RUNS_THE_LABELLED_LINE = re.compile(
    r"(?i)\b(?:run|execute|paste|enter)\s+(?:it|them|(?:the|this|that|those|these|its|each|every)\s+"
    r"(?:(?:exact|same|suggested|given|full|whole)\s+)?(?:commands?|lines?|fix(?:es)?))\b"
    # what the line says done ("do what that line says", "carry out whatever the fix-up line tells you")
    r"|\b(?:do|carry\s+out|follow|apply)\s+(?:exactly\s+)?what(?:ever)?\s+(?:it|they|(?:that|this|the|each|every)\s+"
    r"(?:[\w-]+\s+)?(?:lines?|commands?|fix(?:es)?|messages?))\s+(?:says?|tells?\s+you|asks?(?:\s+for)?)\b"
)
"""An order to run a printed line, said beside the label that line carries ("if it prints a `FIX:` line,
run that exact command")."""

_LINE_HINTS = (*RUNNER_HINTS, "&&", ";", "iex", "IEX", "Invoke-Expression", "install")
"""A line that may print a command running fetched code or installing from a named index holds one of
these: a cheap test first (a download handed to Invoke-Expression needs no pipe)."""
_PRINTED_RUNS = (Kind.EXEC_FETCHED, Kind.INSTALL_INDEX, Kind.INSTALL_URL)
"""What a printed command does that, run by the agent on the skill's order, fetches code to run: a
download run, or a package installed from an index or a URL the command names."""

Printed = tuple[tuple[Evidence, str], ...]
"""What one script prints that pipes into a shell or interpreter, as its analyser folded it, with the
line printing each (:data:`.values.PRINTED_COMMANDS`)."""


def capabilities(
    sources: Iterable[Source], found: Iterable[tuple[Snippet, list[Capability]]], folded: dict[str, Printed]
) -> list[Capability]:
    """A download-and-run for each bundled script that prints a command running fetched code which a
    Markdown section naming the script, or a section naming no script of a file that names it, tells
    the agent to run."""
    printing: dict[str, tuple[Capability, str]] = {}
    scripts: set[str] = set()
    for snippet, _ in found:
        if snippet.presentation is Presentation.SCRIPT and not snippet.origin:
            scripts.add(PurePosixPath(snippet.rel).name)
        printed = _printed_download_run(snippet, folded.get(snippet.rel, ()))
        if printed is not None:
            printing.setdefault(snippet.rel, printed)
    if not printing:
        return []
    importers = _importers(found, printing)
    result: list[Capability] = []
    for source in sources:
        if not source.rel.lower().endswith((".md", ".markdown", ".mdx")):
            continue
        for rel, (run, label) in printing.items():
            # the script the prose names, or one that imports it: what the module prints, its importer prints
            for shown, imported in ((rel, None), *importers.get(rel, ())):
                order = _ordered_to_run_its_output(source, PurePosixPath(shown).name, scripts, label)
                if order is None:
                    continue
                line, sentence = order
                told = Evidence(source.path, line, f"{RUN_AS_PRINTED} {shown} prints: “{_short(sentence)}”")
                step = replace(run.snippet, presentation=Presentation.STEP)  # the agent runs it as a step
                chain = (*run.chain, imported, told) if imported is not None else (*run.chain, told)
                result.append(Capability(run.kind, run.detail, chain, step))
                break
    return result


_IMPORTS = re.compile(
    r"(?m)^[ \t]*(?:from[ \t]+\.?([A-Za-z_]\w*)[ \t]+import\b|import[ \t]+([A-Za-z_]\w*))"
    r"|\brequire\(\s*[\"']\./([\w.-]+?)(?:\.[cm]?js)?[\"']\s*\)|\bfrom\s+[\"']\./([\w.-]+?)(?:\.[cm]?js)?[\"']"
)
"""A Python import of a module by its bare or package-relative name, or a JavaScript ``require``/``import``
of a file beside the importer (``./check``): the module a script of the same folder runs when loaded."""


def _importers(
    found: Iterable[tuple[Snippet, list[Capability]]], printing: dict[str, tuple[Capability, str]]
) -> dict[str, list[tuple[str, Evidence]]]:
    """For each printing script, the bundled scripts of its folder that import it, each with the line of
    the import: run, the importer prints what the module's code prints (``xt.py --check`` calling
    ``_runtime.check()``), so an order to run what the importer prints runs the module's command."""
    modules = {(str(PurePosixPath(rel).parent), PurePosixPath(rel).stem): rel for rel in printing}
    result: dict[str, list[tuple[str, Evidence]]] = {}
    for snippet, _ in found:
        if snippet.presentation is not Presentation.SCRIPT or snippet.origin or snippet.rel in printing:
            continue
        folder = str(PurePosixPath(snippet.rel).parent)
        for match in _IMPORTS.finditer(snippet.text):
            name = next(group for group in match.groups() if group is not None)
            module = modules.get((folder, name))
            if module is None:
                continue
            line = snippet.first_line + snippet.text.count("\n", 0, match.start() + len(match.group(0)) - 1)
            what = f"{snippet.rel} imports {module} and prints what it prints"
            result.setdefault(module, []).append((snippet.rel, Evidence(snippet.path, line, what)))
            break
    return result


def _printed_download_run(script: Snippet, folded: Printed) -> tuple[Capability, str] | None:
    """The first text a bundled script prints that is a command running fetched code: a string literal
    of a script that prints, or what a print call's argument folds to (a command assembled from pieces);
    that run, its snippet the command read as shell on its line, with the label printed before it
    (``FIX:``, or "")."""
    if script.presentation is not Presentation.SCRIPT or script.origin:
        return None
    if _PRINTS.search(script.text) is not None:
        for number, line in enumerate(script.text.splitlines(), start=script.first_line):
            if not any(hint in line for hint in _LINE_HINTS):
                continue
            for match in _LITERAL.finditer(line):
                text = next(group for group in match.groups() if group is not None).replace('\\"', '"')
                if printed_for_the_reader(text):
                    run = _read_as_run(script, number, text)
                    if run is not None:
                        return run, _label_of(text)
    for where, text in folded:
        for line in _printed_lines(text):
            run = _read_as_run(script, where.line or script.first_line, line)
            if run is not None:
                return run, _label_of(line)
    return None


def _printed_lines(text: str) -> list[str]:
    """The lines of one printed message that may each be a command, the reader taking one line at a time
    (``f"missing: {what}\\n  fix: {cmd}"`` prints the command on its own line, after its own label);
    a one-line message is itself."""
    if "\n" not in text:
        return [text]
    return [line for line in text.splitlines() if printed_for_the_reader(line)]


def _label_of(printed: str) -> str:
    """The label a printed command stands after (``FIX:``), or ""."""
    match = _LABEL.match(printed)
    return match.group(0).strip() if match else ""


def _read_as_run(script: Snippet, number: int, text: str) -> Capability | None:
    """The download-and-run that the printed ``text`` is when the reader runs it: read after a label
    (``FIX: …``), and with the quotes and command substitutions it leaves open closed, as whoever
    pastes it into a shell is made to close them (the shell waits for the rest)."""
    command = _LABEL.sub("", text, count=1)
    # a download handed to Invoke-Expression with no shell around it is pasted into PowerShell
    shells = (Language.SHELL, Language.POWERSHELL) if EVALUATED_DOWNLOAD.search(command) else (Language.SHELL,)
    for language in shells:
        for candidate in dict.fromkeys((command, _closed(command))):
            snippet = Snippet(script.path, script.rel, language, candidate, number, Presentation.SCRIPT)
            found = languages.analyse(snippet)
            run = next((c for kind in _PRINTED_RUNS for c in found if c.kind is kind), None)
            if run is not None:
                printed = Evidence(script.path, number, f"prints the command `{_short(text)}` for the reader to run")
                return Capability(run.kind, run.detail, (*run.chain, printed), snippet)
    return None


def _closed(command: str) -> str:
    """``command`` with the quotes and parentheses it opens and never closes closed, innermost first
    (``bash -c "$(curl -fsSL https://host`` becomes ``… https://host)"``)."""
    opened: list[str] = []
    escaped = False
    for index, char in enumerate(command):
        inner = opened[-1] if opened else ""
        if inner == "'":
            if char == "'":
                opened.pop()
        elif escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == '"':
            if inner == '"':
                opened.pop()
            else:
                opened.append('"')
        elif char == "'" and inner != '"':
            opened.append("'")
        elif char == "(" and (inner != '"' or command[index - 1 : index] == "$"):
            opened.append(")")
        elif char == ")" and inner == ")":
            opened.pop()
    return command + "".join(reversed(opened))


def _ordered_to_run_its_output(source: Source, name: str, scripts: set[str], label: str) -> tuple[int, str] | None:
    """The first sentence ordering the agent to run what the script ``name`` prints: in a section naming
    it, or in a section naming none of the skill's ``scripts`` of a file that names it ("if the script
    stops, follow the command it prints" under its own heading), or one naming the ``label`` the command
    is printed after and running that command ("if it prints a `FIX:` line, run that exact command")."""
    if name not in source.text:
        return None
    lines = source.text.splitlines()
    others = [other for other in scripts if other != name]
    for start, end, prose in prose_sections(source.text, source.first_line):
        section = "\n".join(lines[start - source.first_line : end - source.first_line + 1])
        if not _names(section, name) and any(_names(section, other) for other in others):
            continue
        for line, said in prose:
            sentence = _EMPHASIS.sub("", said)  # "run **exactly** the command it prints"
            match = _RUNS_WHAT_IT_PRINTS.search(sentence)
            if match is None and label and label in sentence:
                match = _RUNS_THE_LABELLED_LINE.search(sentence)
            if match is not None and not negated_before(sentence[: match.start()]):
                return line, sentence
    return None


def _names(text: str, name: str) -> bool:
    """``text`` names the file ``name`` (not as the end of a longer name)."""
    return name in text and re.search(rf"(?<![\w.-]){re.escape(name)}\b", text) is not None


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 100 else text[:97] + "…"
