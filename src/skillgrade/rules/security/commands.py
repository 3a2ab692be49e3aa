"""DANGEROUS_COMMAND: destructive commands in bundled scripts and dynamic context.

A download run unseen is the behaviour model's (DOWNLOAD_AND_RUN, :mod:`.behaviour`), which follows
it through pipes, files and variables; the patterns here are the destructive one-liners.

:func:`is_script` decides which bundled files are scripts; :func:`script_commands` checks their
non-comment lines and :func:`dynamic_context` the commands SKILL.md runs when it loads (inline
!`command` and ```! blocks). Each danger pattern runs only on a line holding its literal words.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import PurePosixPath

from skillgrade.findings import Category, Finding, Severity
from skillgrade.rules.base import Rule
from skillgrade.rules.security.sources import Source, clip, compiled
from skillgrade.skill.model import Skill

DANGEROUS_COMMAND = Rule(
    "DANGEROUS_COMMAND",
    Severity.WARNING,
    Category.SECURITY,
    "a bundled script or dynamic-context command runs something destructive",
    "Delete only paths the skill created; never touch disks, the root or the home directory.",
    "Checked: the skill's scripts (files under scripts/, files with a script extension such as "
    ".sh, .py, .js, .ps1, and files starting with a shebang; comment lines are skipped) and Claude "
    "Code dynamic context in SKILL.md (inline !`command` and fenced blocks opened with ```!), which "
    "runs automatically before the model sees the skill. Flagged: deleting / or the home directory "
    "(rm -rf /, rm -rf ~, rm -rf $HOME), chmod -R 777 /, mkfs on a device, dd or > onto a raw disk, "
    "and the fork bomb. A download run unseen is DOWNLOAD_AND_RUN's. "
    "Install instructions in ordinary SKILL.md code blocks are not flagged: the user reads and runs "
    "those knowingly. skillgrade never executes any of it.\n\n"
    "FAIL (scripts/clean.sh):\n"
    '    rm -rf "$HOME/"\n\n'
    "PASS:\n"
    '    rm -rf "$BUILD_DIR/tmp"',
    security_severity=6.0,
    precision="medium",
)

# fmt: off
_SCRIPT_SUFFIXES = frozenset({
    ".sh", ".bash", ".zsh", ".ksh", ".fish", ".py", ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".rb",
    ".ps1", ".psm1", ".pl", ".php", ".bat", ".cmd",
})
_NOT_SCRIPT_SUFFIXES = frozenset({
    ".md", ".markdown", ".mdx", ".txt", ".rst", ".json", ".jsonl", ".yaml", ".yml", ".toml", ".csv", ".tsv",
    ".xml", ".html", ".htm", ".css", ".svg", ".ini", ".cfg", ".lock", ".template", ".tmpl", ".j2",
    ".example", ".env",
})
"""Under scripts/ but data or documentation, not something that runs."""
# fmt: on

_END = r"(?=$|[\s;&|)`'\"])"
_RM_TARGET = r"(?:/\*?|~/?\*?|\"?\$\{?HOME\}?/?\*?\"?(?:/\*?)?)"
_DANGERS: tuple[tuple[str, tuple[tuple[str, ...], ...], str], ...] = (
    # (what it does, literal groups that must each have one member in the lower-cased line, the pattern)
    (
        "deletes the root or home directory",
        (("rm",), ("/", "~", "home")),
        r"\brm\s+(?=(?:-\S+\s+){0,8}(?:-[a-zA-Z]*[rR]|--recursive))(?:-\S+\s+){0,8}" + _RM_TARGET + _END,
    ),
    (
        "makes the whole filesystem world-writable",
        (("chmod",), ("777", "rwx")),
        (
            r"\bchmod\s+(?:-\S+\s+){0,8}(?:-[a-zA-Z]*R[a-zA-Z]*|--recursive)\s+(?:-\S+\s+){0,8}"
            r"(?:0?777|a\+rwx|ugo\+rwx)\s+/\*?" + _END + r"|\bchmod\s+(?:0?777|a\+rwx|ugo\+rwx)\s+(?:-\S+\s+){0,8}"
            r"(?:-[a-zA-Z]*R[a-zA-Z]*|--recursive)\s+/\*?" + _END
        ),
    ),
    ("formats a disk", (("mkfs",),), r"\bmkfs(?:\.\w+)?\s+(?:-\S+\s+){0,8}(?:/dev/|\"?\$)"),
    (
        "writes over a raw disk device",
        (("/dev/",),),
        (
            r"\bdd\s(?:(?!\bdd\s)[^\n]){0,400}\bof=/dev/(?:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]|disk\d|mmcblk\d)"
            r"|>\s*/dev/(?:sd[a-z]|nvme\d+n\d+|hd[a-z]|vd[a-z]|xvd[a-z]|disk\d+|mmcblk\d+)\b"
        ),
    ),
    ("is a fork bomb", ((":",), ("&",), ("{",)), r":\s*\(\s*\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:"),
)
_DANGER_WORDS = ("rm", "chmod", "mkfs", "/dev/", "&")
"""A file or command with none of these cannot match any pattern: it is not scanned line by line."""
_INLINE_DYNAMIC = r"(?<![\w`!])!`([^`\n]+)`"
_DYNAMIC_FENCE = r"(?:```|~~~)\s*!"
"""What every fence line whose info string starts with ``!`` holds (a superset: a quick test)."""
_COMMENT_PREFIXES = ("#", "//", "REM ", "rem ", "::")


def _danger(command: str) -> tuple[str, str] | None:
    lowered = command.lower()
    for label, gates, pattern in _DANGERS:
        if all(any(word in lowered for word in gate) for gate in gates):
            match = compiled(pattern).search(command)
            if match:
                return label, clip(match.group(), 100)
    return None


def is_script(source: Source) -> bool:
    suffix = PurePosixPath(source.rel).suffix.lower()
    if suffix in _SCRIPT_SUFFIXES or source.text.startswith("#!"):
        return True
    in_scripts = source.rel.startswith("scripts/") or "/scripts/" in source.rel
    return in_scripts and suffix not in _NOT_SCRIPT_SUFFIXES


def script_commands(source: Source) -> Iterator[Finding]:
    lowered = source.text.lower()
    if not any(word in lowered for word in _DANGER_WORDS):
        return
    for number, line in enumerate(source.text.split("\n"), start=1):
        stripped = line.lstrip()
        if not stripped or stripped.startswith(_COMMENT_PREFIXES):
            continue
        found = _danger(line)
        if found:
            label, snippet = found
            yield DANGEROUS_COMMAND.finding(source.path, number, f"script {label}: `{snippet}`")


def dynamic_context(source: Source, skill: Skill) -> Iterator[Finding]:
    reported: set[int] = set()
    if "!`" in source.text:
        inline = compiled(_INLINE_DYNAMIC)
        for number, line in enumerate(source.text.split("\n"), start=1):
            for match in inline.finditer(line):
                found = _danger(match.group(1))
                if found and number not in reported:
                    reported.add(number)
                    label, snippet = found
                    yield DANGEROUS_COMMAND.finding(
                        source.path, number, f"dynamic context (runs when the skill loads) {label}: `{snippet}`"
                    )
    if not compiled(_DYNAMIC_FENCE).search(skill.body) or skill.doc is None:
        return  # no fence opened with ! anywhere: the body need not be parsed for this
    for block in skill.doc.code_blocks:
        if not (block.fenced and block.info.startswith("!")):
            continue
        for offset, line in enumerate(block.text.split("\n"), start=1):
            number = block.line + offset
            found = _danger(line)
            if found and number not in reported and not line.lstrip().startswith("#"):
                reported.add(number)
                label, snippet = found
                yield DANGEROUS_COMMAND.finding(
                    source.path, number, f"dynamic-context block (runs when the skill loads) {label}: `{snippet}`"
                )
