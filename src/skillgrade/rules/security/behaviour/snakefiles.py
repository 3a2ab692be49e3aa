"""Snakemake workflows (``Snakefile``, ``*.smk``): Python with rule directives, read as the Python and
the shell commands ``snakemake`` runs.

A Snakefile is Python extended with ``rule name:`` blocks and directives (``input:``, ``shell:``,
``onstart:`` …), so Python's parser rejects it and the Markdown reader sees only prose. Each directive
line becomes ``if 1:`` on the same line (its value kept as the arguments of a call, positional and
named as Snakemake allows, across its continuation lines; a trailing comment dropped), so the file
parses and keeps its line numbers; ``onstart:``, ``onsuccess:`` and ``run:`` bodies are plain Python
already, where Snakemake's ``shell("cmd")`` runs the command with bash (read as ``os.system``).
``configfile: "x.yaml"`` becomes the assignment of ``config`` from that file, so a value read from
the config (``config["site"]["init"]``) is the bundled file's value. Each ``shell:`` command is also
a shell snippet on its own lines.
"""

from __future__ import annotations

import ast
import re

from skillgrade.rules.security.behaviour.model import Language, Presentation, Snippet

_DIRECTIVES = (
    "input|output|params|log|benchmark|threads|resources|priority|message|conda|container|singularity"
    "|envmodules|wildcard_constraints|shadow|group|localrule|cache|handover|default_target|retries|shell|run"
    "|script|notebook|wrapper|cwl|template_engine|include|workdir|localrules|ruleorder|report|pepfile"
    "|pepschema|envvars|containerized|scattergather|inputflags|outputflags|storage|name|onstart|onsuccess"
    "|onerror|configfile|snakefile|config|meta_wrapper|skip_validation|replace_prefix|prefix"
)
_DIRECTIVE = re.compile(
    rf"^(?P<indent>[ \t]*)(?:(?:rule|checkpoint|module)\b[^:\n]*|use[ \t]+rule\b[^\n]*?|(?P<word>{_DIRECTIVES}))"
    r"[ \t]*:(?![=:])[ \t]*(?P<rest>.*?)[ \t]*$"
)


_SHELL_CALL = re.compile(r"(?<![\w.])shell\(")
_OWN_SHELL = re.compile(r"^\s*(?:def\s+shell\b|shell\s*=|from\s+\S+\s+import\s+.*\bshell\b(?!\s+as))", re.MULTILINE)
"""A workflow defining or importing its own ``shell`` (then it is that one, not Snakemake's)."""


def snippets(rel: str, path: str, text: str, first_line: int) -> list[Snippet]:
    """The workflow as one Python script, and each ``shell:`` directive's command as a shell step."""
    lines = text.split("\n")
    python: list[str] = []
    commands: list[tuple[int, str]] = []
    row = 0
    while row < len(lines):
        line = lines[row]
        match = _DIRECTIVE.match(line)
        if match is None:
            python.append(line)
            row += 1
            continue
        indent, word, rest = match.group("indent"), match.group("word"), match.group("rest")
        end = _block_end(lines, row, len(indent.expandtabs()))
        body = lines[row + 1 : end]
        if word == "shell":
            command = _command("\n".join([rest, *body]))
            if command is not None:
                commands.append((row + command[0], command[1]))
        if not rest:  # a block: its lines follow, read as they are (a rule's directives, a handler's Python)
            python.append(f"{indent}if 1:" if body else f"{indent}if 1: pass")
            row += 1
            continue
        if word == "configfile":
            python.append(f"{indent}config = __import__('yaml').safe_load(open({rest}))")
            python.extend(body)
        elif body:  # `input: "a",` continued on deeper lines: one parenthesised expression
            python.extend([f"{indent}if 1: dict({rest}", *body[:-1], _without_comment(body[-1]) + ")"])
        else:
            code = _without_comment(rest)
            python.append(f"{indent}if 1: dict({code})" if code.strip() else f"{indent}if 1: pass")
        row = end
    code = "\n".join(python)
    if "shell(" in code and not _OWN_SHELL.search(code):
        code = _SHELL_CALL.sub("__import__('os').system(", code)  # Snakemake's shell(): the command, run by bash
    found = [Snippet(path, rel, Language.PYTHON, code, first_line, Presentation.SCRIPT)]
    found += [
        Snippet(path, rel, Language.SHELL, command, first_line + at, Presentation.HOOK, "snakemake shell")
        for at, command in commands
    ]
    return found


def _block_end(lines: list[str], row: int, indent: int) -> int:
    """The row after the lines continuing the directive on ``row``: those indented deeper (blank ones
    between them kept), and on to the end of a triple-quoted string still open there, whose lines may
    start anywhere (a shell command written at the left margin)."""
    end = row + 1
    last = row + 1
    while end < len(lines):
        line = lines[end].expandtabs()
        if line.strip():
            if len(line) - len(line.lstrip()) <= indent:
                break
            last = end + 1
        end += 1
    while _open_string("\n".join(lines[row:last])) and last < len(lines):
        last += 1
    return last


def _without_comment(line: str) -> str:
    """``line`` without a trailing ``# comment`` (a ``#`` after an even count of each quote is one)."""
    at = line.find("#")
    while at != -1:
        before = line[:at]
        if before.count('"') % 2 == 0 and before.count("'") % 2 == 0:
            return before.rstrip()
        at = line.find("#", at + 1)
    return line


def _open_string(text: str) -> bool:
    """Whether ``text`` leaves a triple-quoted string open (an odd count of one kind of quotes)."""
    return text.count('"""') % 2 == 1 or text.count("'''") % 2 == 1


def _command(value: str) -> tuple[int, str] | None:
    """A ``shell:`` directive's command (its string literals joined, Snakemake's ``{input}`` kept and
    its doubled braces single, as Snakemake formats it),
    with the number of lines its first string starts below the directive's line."""
    try:
        tree = ast.parse(f"({value.rstrip().rstrip(',')})", mode="eval")
    except (SyntaxError, ValueError, RecursionError):
        return None
    strings = [node for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)]
    if not strings:
        return None
    command = "\n".join(str(node.value) for node in strings)
    return strings[0].lineno - 1, command.replace("{{", "{").replace("}}", "}")  # str.format's escapes
