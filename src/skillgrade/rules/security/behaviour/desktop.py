"""Desktop tools configured to run commands: the command strings their config files hold.

ImageMagick runs a delegate's ``command=`` (an XML attribute, quotes written as ``&quot;``) to read or
write each image of that format; the Obsidian Shell commands plugin runs its ``data.json`` commands
(on start-up, on events); Espanso runs a match's ``shell`` extension ``cmd`` each time the trigger
is typed; an Alfred workflow's ``info.plist`` holds each script object's ``script`` (run by its
shell when the keyword or hotkey fires). Each command is read as shell, as a command that runs by
itself (:attr:`Presentation.HOOK`). :func:`.extract.snippets` tests a file's name before importing
this module, so any other file costs nothing here.
"""

from __future__ import annotations

import html
import json
import re

from skillgrade.rules.security.behaviour.model import Language, Presentation, Snippet

_DELEGATE_COMMAND = re.compile(r"""\bcommand\s*=\s*(?:"([^"]*)"|'([^']*)')""")


def snippets(rel: str, path: str, text: str) -> list[Snippet]:
    name = rel.rsplit("/", 1)[-1].lower()
    if name == "delegates.xml":
        return _delegates(rel, path, text)
    if name == "data.json":
        return _obsidian(rel, path, text)
    if name == "info.plist":
        return _alfred(rel, path, text)
    return _espanso(rel, path, text)


def _hook(rel: str, path: str, command: str, line: int, origin: str) -> Snippet:
    return Snippet(path, rel, Language.SHELL, command, line, Presentation.HOOK, origin)


def _delegates(rel: str, path: str, text: str) -> list[Snippet]:
    """ImageMagick's delegates: ``%i``/``%o`` (the input and output files) stay as words."""
    found = []
    for match in _DELEGATE_COMMAND.finditer(text):
        command = html.unescape(match.group(1) if match.group(1) is not None else match.group(2))
        line = text.count("\n", 0, match.start()) + 1
        found.append(_hook(rel, path, command, line, "delegate.command"))
    return found


def _obsidian(rel: str, path: str, text: str) -> list[Snippet]:
    """Every string under a key naming a command in a plugin's settings (the Shell commands plugin's
    ``platform_specific_commands``, other plugins' ``command``/``cmd``)."""
    try:
        data = json.loads(text)
    except ValueError:
        return []
    lines = text.split("\n")
    found: list[Snippet] = []
    for key, command in _command_strings(data, "", 0):
        at = next((n for n, row in enumerate(lines, start=1) if json.dumps(command)[1:-1][:40] in row), 1)
        found.append(_hook(rel, path, command, at, key))
    return found[:50]


def _command_strings(data: object, key: str, depth: int) -> list[tuple[str, str]]:
    if depth > 8:
        return []
    if isinstance(data, dict):
        return [p for k, v in data.items() for p in _command_strings(v, f"{key}.{k}" if key else str(k), depth + 1)]
    if isinstance(data, list):
        return [p for item in data for p in _command_strings(item, key, depth + 1)]
    if isinstance(data, str) and re.search(r"(?i)(?:^|\.)(?:command|commands|cmd|shell_command)s?\b|_commands\.", key):
        return [(key, data)] if data.strip() else []
    return []


_ESPANSO_CMD = re.compile(r"^(\s*)cmd\s*:\s*(.+?)\s*$", re.MULTILINE)


def _espanso(rel: str, path: str, text: str) -> list[Snippet]:
    """A shell extension's ``cmd:`` (one line, quoted or not, or a ``|`` block below it)."""
    if "shell" not in text:
        return []
    found = []
    for match in _ESPANSO_CMD.finditer(text):
        value = match.group(2)
        line = text.count("\n", 0, match.start()) + 1
        if value in ("|", ">", "|-", ">-"):
            indent = len(match.group(1))
            body = []
            for row in text[match.end() + 1 :].split("\n"):
                if row.strip() and len(row) - len(row.lstrip()) <= indent:
                    break
                body.append(row.strip())
            found.append(_hook(rel, path, "\n".join(body), line + 1, "shell.cmd"))
            continue
        if value[:1] in "\"'" and value[-1:] == value[:1]:
            value = value[1:-1].replace('\\"', '"')
        found.append(_hook(rel, path, value, line, "shell.cmd"))
    return found


_ALFRED_SCRIPT = re.compile(r"<key>script</key>\s*<string>(.*?)</string>", re.DOTALL)


def _alfred(rel: str, path: str, text: str) -> list[Snippet]:
    """An Alfred workflow's script objects (plist strings, entities undone); each starts on its line."""
    if "alfredapp" not in text and "<key>script</key>" not in text:
        return []
    found = []
    for match in list(_ALFRED_SCRIPT.finditer(text))[:50]:
        line = text.count("\n", 0, match.start(1)) + 1
        found.append(_hook(rel, path, html.unescape(match.group(1)), line, "alfred.script"))
    return found
