"""CMake scripts (``CMakeLists.txt``, ``*.cmake``: toolchain files, modules, ``-P`` scripts) prepared
for the light reader (:mod:`.interpreters`), which reads them line by line.

CMake runs commands at configure time (``execute_process``) and at build time
(``add_custom_command``, ``add_custom_target``), and builds their words from variables: ``set(X …)``,
``string(CONCAT X …)``, ``string(APPEND X …)``, ``string(JOIN sep X …)``, whose pieces may span lines,
used as ``${X}``. Here each variable given constant pieces is written into the places that use it,
and the code a ``COMMAND`` hands an interpreter inline (``${Python3_EXECUTABLE} -c "…"``, ``perl
-e``, ``node -e``, ``sh -c``), over as many lines as it takes, is read by that language's analyser
from the line it starts on. Lines are never joined or removed: evidence keeps its line.
"""

from __future__ import annotations

import re

from skillgrade.rules.security.behaviour.model import Language

_MAX_VALUE = 8192
_MAX_VARIABLES = 200
_DEFINITION = re.compile(r"(?i)\b(set|string)\s*\(")
_TOKEN = re.compile(r'\[(=*)\[\n?(.*?)\]\1\]|"((?:[^"\\]|\\.)*)"|([^\s()"]+)|(\))', re.S)
"""A bracket argument (``[==[ … ]==]``, taken as written), a quoted one, an unquoted one, or the end."""
_REFERENCE = re.compile(r"(?<!\\)\$\{(\w+)\}|(?<!\\)\$ENV\{(\w+)\}")
_ESCAPE = re.compile(r"\\(.)", re.S)
_ESCAPED = {"n": "\n", "t": "\t", "r": "\r"}
"""CMake's escape sequences in a quoted argument (``\\"``, ``\\\\``, ``\\$``, ``\\;``, ``\\n``)."""
_INTERPRETERS = {
    "python": Language.PYTHON, "perl": Language.SCRIPTING, "ruby": Language.SCRIPTING, "node": Language.JAVASCRIPT,
    "sh": Language.SHELL, "bash": Language.SHELL, "pwsh": Language.POWERSHELL, "powershell": Language.POWERSHELL,
}  # fmt: skip
"""Interpreters a ``COMMAND`` may hand code inline, by the start of their name, and the code's language."""
_PROGRAM_VARIABLE = re.compile(r"(?i)\$\{(?:Python3?|PYTHON|Perl|PERL|Ruby|RUBY|Node|NODE)\w*_EXECUTABLE\}")
"""The interpreters ``find_package``/``find_program`` name (``${Python3_EXECUTABLE}``, ``${PERL_EXECUTABLE}``)."""
_INLINE_CODE = re.compile(
    r"\bCOMMAND\s+(\S+)\s+(-c|-e|-Command)\s+\"((?:[^\"\\]|\\.)*)\"",
)
"""A ``COMMAND`` handing an interpreter its code inline, the code quoted (it may span lines)."""


def is_cmake(rel: str) -> bool:
    name = rel.rsplit("/", 1)[-1].lower()
    return name.endswith(".cmake") or name == "cmakelists.txt"


def prepared(text: str) -> str:
    """``text`` with constant variables written where they are used."""
    if "${" in text or "$ENV{" in text:
        values = _constants(text)
        if values:
            text = _REFERENCE.sub(lambda m: _value_of(m, values), text)
    return text


def _value_of(match: re.Match[str], values: dict[str, str]) -> str:
    if match.group(2) is not None:
        return "~" if match.group(2) in ("HOME", "USERPROFILE") else match.group(0)
    if match.group(1) not in values:
        return match.group(0)
    # escaped as a quoted argument holds it: a value's own quotes do not end the argument it is written into
    return values[match.group(1)].replace("\\", "\\\\").replace('"', '\\"')


def _constants(text: str) -> dict[str, str]:
    """The variables given constant pieces, in the order the script sets them (a later set wins)."""
    values: dict[str, str] = {}
    for definition in _DEFINITION.finditer(text):
        words = _words(text, definition.end(), values)
        if words is None or len(values) >= _MAX_VARIABLES:
            continue
        command = definition.group(1).lower()
        for option in ("CACHE", "PARENT_SCOPE"):  # set(X v CACHE STRING "doc"): the value is before
            words = words[: words.index(option)] if command == "set" and option in words else words
        if command == "set" and len(words) >= 2:
            values[words[0]] = ";".join(words[1:]) if len(words) > 2 else words[1]
        elif command == "string" and len(words) >= 3 and words[0] in ("CONCAT", "APPEND"):
            start = values.get(words[1], "") if words[0] == "APPEND" else ""
            values[words[1]] = (start + "".join(words[2:]))[:_MAX_VALUE]
        elif command == "string" and len(words) >= 4 and words[0] == "JOIN":
            values[words[2]] = words[1].join(words[3:])[:_MAX_VALUE]
    return values


def _words(text: str, start: int, values: dict[str, str]) -> list[str] | None:
    """The arguments of a command opened just before ``start``, up to its ``)``, each with the
    variables known so far written in; ``None`` if one is not constant."""
    words: list[str] = []
    for token in _TOKEN.finditer(text, start):
        if token.group(5) is not None:
            return words
        if token.group(2) is not None:  # a bracket argument: no variable is written into it
            words.append(token.group(2))
            continue
        word = token.group(3) if token.group(3) is not None else token.group(4)
        word = _REFERENCE.sub(lambda m: _value_of(m, values), word)
        if "${" in word or len(words) > 64:
            return None
        words.append(word)
    return None


def inline_programs(text: str) -> list[tuple[Language, str, int]]:
    """The code each ``COMMAND`` hands an interpreter inline, prepared (:func:`prepared`) text in:
    its language, the code and the line (0-based) the code starts on."""
    if "COMMAND" not in text:
        return []
    found: list[tuple[Language, str, int]] = []
    for match in list(_INLINE_CODE.finditer(text))[:20]:
        program = match.group(1)
        named = _PROGRAM_VARIABLE.fullmatch(program)
        base = named.group(0)[2:].lower() if named is not None else program.rsplit("/", 1)[-1].lower()
        language = next((v for k, v in _INTERPRETERS.items() if base.startswith(k)), None)
        if language is None:
            continue
        code = _ESCAPE.sub(lambda m: _ESCAPED.get(m.group(1), m.group(1)), match.group(3))
        found.append((language, code, text.count("\n", 0, match.start(3))))
    return found
