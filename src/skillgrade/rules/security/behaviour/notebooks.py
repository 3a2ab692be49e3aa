"""Jupyter notebooks: the code cells a kernel runs, read as the language the notebook names.

A notebook is JSON, so the config reader sees only data in it, yet ``jupyter nbconvert --execute``
or "run the notebook" runs every code cell in order in one process. The cells are joined into one
script (a later cell uses an earlier cell's variables), each line kept on the file line its source
string sits on when the notebook is pretty-printed as nbformat writes it. IPython's shell escapes
(``!cmd``, ``%pip``, ``%%bash`` cells) become a shell script of their own, on the same lines.
Outputs are never read: they are what ran, not what will run.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

from skillgrade.rules.security.behaviour.model import Language, Presentation, Snippet

_SHELL_CELLS = ("%%bash", "%%sh", "%%script bash", "%%script sh", "%%script zsh", "%%system")
_SHELL_LINE_MAGICS = ("%pip ", "%conda ", "%mamba ", "%system ", "%sx ")
_ENV_MAGIC = re.compile(r"%env\s+([A-Za-z_]\w*)\s*[=\s]\s*(\S.*)$")
"""IPython's ``%env NAME=value`` (or ``%env NAME value``)."""
_KERNEL_LANGUAGE = (
    ("python", Language.PYTHON), ("ipython", Language.PYTHON), ("javascript", Language.JAVASCRIPT),
    ("typescript", Language.JAVASCRIPT), ("deno", Language.JAVASCRIPT), ("tslab", Language.JAVASCRIPT),
    ("powershell", Language.POWERSHELL), ("pwsh", Language.POWERSHELL), ("bash", Language.SHELL),
)  # fmt: skip
"""A kernel's language by the start of its name (``python3``, ``ipython3``, ``deno``); any other
kernel (R, Julia, Scala …) is read lightly."""


def snippets(rel: str, path: str, text: str) -> list[Snippet]:
    """The kernel's code and the shell escapes of one notebook, or nothing when it is not one."""
    try:
        notebook = json.loads(text)
    except ValueError:
        return []
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        return []
    kernel = _kernel_language(notebook.get("metadata"))
    placed = list(_placed_lines(notebook["cells"], text))
    if not placed:
        return []
    kernel_lines = [(line, code) for line, code, is_shell in placed if not is_shell]
    shell_lines = [(line, code) for line, code, is_shell in placed if is_shell]
    found: list[Snippet] = []
    if shell_lines:
        found.append(_snippet(rel, path, Language.SHELL, shell_lines))
    if kernel_lines:
        found.append(_snippet(rel, path, kernel, kernel_lines))
    return found


def _kernel_language(metadata: object) -> Language:
    """The language the notebook's kernel runs (Python when the notebook does not say)."""
    if not isinstance(metadata, dict):
        return Language.PYTHON
    for key, field in (("language_info", "name"), ("kernelspec", "language"), ("kernelspec", "name")):
        section = metadata.get(key)
        name = section.get(field) if isinstance(section, dict) else None
        if isinstance(name, str) and name:
            lowered = name.lower()
            return next((language for start, language in _KERNEL_LANGUAGE if lowered.startswith(start)),
                        Language.SCRIPTING)  # fmt: skip
    return Language.PYTHON


def _placed_lines(cells: list[object], text: str) -> Iterator[tuple[int, str, bool]]:
    """Each code line with the file line its source string starts on (the line of the last one
    placed when a string cannot be found), and whether it is for the shell rather than the kernel."""
    cursor, line = 0, 1
    for cell in cells:
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        pieces = _source_pieces(cell.get("source"))
        shell_cell = bool(pieces) and (pieces[0].lstrip().startswith(_SHELL_CELLS) or _writes_shell(pieces[0]))
        for index, piece in enumerate(pieces):
            at = text.find(json.dumps(piece, ensure_ascii=False)[:80], cursor)
            if at >= 0:
                line += text.count("\n", cursor, at)
                cursor = at
            for offset, code in enumerate(piece.rstrip("\n").split("\n")):
                yield line, *_routed(code, shell_cell, index, offset)


def _writes_shell(first: str) -> bool:
    """A ``%%writefile run.sh`` cell: its body is a shell script the notebook saves to run (a
    ``%%writefile x.py`` body is read as the kernel's Python, which it is)."""
    words = first.split()
    return len(words) >= 2 and words[0] == "%%writefile" and words[-1].endswith((".sh", ".bash", ".zsh"))


def _routed(code: str, shell_cell: bool, index: int, offset: int) -> tuple[str, bool]:
    """A line as its reader sees it: a shell cell's body and ``!``/``%pip`` lines go to the shell,
    other magics are blanked, the rest is the kernel's."""
    stripped = code.lstrip()
    if shell_cell:
        return ("" if index == 0 and offset == 0 else code), True
    if stripped.startswith("!"):
        return stripped[1:], True
    if stripped.startswith(_SHELL_LINE_MAGICS):
        return stripped[1:], True
    if stripped.startswith("%run "):
        return "python " + stripped[len("%run ") :], True  # the script runs in the kernel, as python would run it
    setting = _ENV_MAGIC.match(stripped)
    if setting is not None:  # %env NAME=value sets the kernel's environment, as os.environ would
        return f"__import__('os').environ[{setting.group(1)!r}] = {setting.group(2).strip()!r}", False
    if stripped.startswith("%"):
        return "", False
    return code, False


def _source_pieces(source: object) -> list[str]:
    if isinstance(source, str):
        return [piece + "\n" for piece in source.split("\n")]
    if isinstance(source, list):
        return [piece for piece in source if isinstance(piece, str)]
    return []


def _snippet(rel: str, path: str, language: Language, lines: list[tuple[int, str]]) -> Snippet:
    """One script from lines placed on file lines: padded with blank lines where the notebook spreads
    them out, joined in order where several share a file line (a notebook written on one line)."""
    first = lines[0][0]
    rows: list[str] = []
    for line, code in lines:
        while first + len(rows) < line:
            rows.append("")
        rows.append(code)
    return Snippet(path, rel, language, "\n".join(rows), first, Presentation.SCRIPT)
