"""Lua prepared for the light reader (:mod:`.interpreters`), which reads one line at a time.

Three constructs hide what a Lua file runs from a line-by-line reading: an expression continued over
several lines (a line ending in ``..``), a table copied item by item into another
(``for _, p in ipairs(src) do dst[#dst + 1] = p end``) before it is joined, and Lmod's
``execute{cmd = …, modeA = {"load"}}``, which a modulefile uses to run a command in the user's shell
when the module is loaded (every ``module load``, often from a shell start-up file). Here a
continued expression is put on the line it starts on (the lines it took stay, empty: evidence keeps
its line), a copied table's joins name the table it was copied from, and ``execute{cmd = X}`` is
``os.execute(X)``.
"""

from __future__ import annotations

import re

_MAX_CONTINUED = 12
_CONTINUED = re.compile(r"(?:\.\.|\(|,)\s*(?:--[^\n]*)?$")
"""A line whose expression goes on below: it ends in Lua's concatenation, an open call or a comma."""
_COPIED = re.compile(
    r"\bfor\s+\w+\s*,\s*(\w+)\s+in\s+i?pairs\(\s*(\w+)\s*\)\s+do\s+"
    r"(?:(\w+)\[\s*#\s*\3\s*\+\s*1\s*\]\s*=\s*\1|table\.insert\(\s*(\w+)\s*,\s*\1\s*\))\s+end\b"
)
"""A table filled with another's items, one by one, on one line."""
_LMOD_EXECUTE = re.compile(
    r"\bexecute\s*\(?\s*\{\s*cmd\s*=\s*(.+?)\s*(?:,\s*modeA\s*=\s*\{[^{}]*\}\s*)?\}\s*\)?\s*;?\s*$", re.MULTILINE
)


def prepared(rel: str, text: str) -> str:
    if not rel.lower().endswith(".lua"):
        return text
    if ".." in text:
        text = _continued_on_one_line(text)
    if "pairs(" in text:
        text = _copies_named_as_their_source(text)
    if "execute" in text and "cmd" in text:
        text = _LMOD_EXECUTE.sub(r"os.execute(\1)", text)
    return text


def _continued_on_one_line(text: str) -> str:
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        start = index
        while (
            _CONTINUED.search(lines[index])
            and ".." in lines[start]
            and index + 1 < len(lines)
            and index - start < _MAX_CONTINUED
            and not lines[index].lstrip().startswith("--")
        ):
            index += 1
        if index > start:
            pieces = [re.sub(r"\s*--[^\n\"']*$", "", line).strip() for line in lines[start : index + 1]]
            lines[start] = lines[start][: len(lines[start]) - len(lines[start].lstrip())] + " ".join(pieces)
            for blank in range(start + 1, index + 1):
                lines[blank] = ""
        index += 1
    return "\n".join(lines)


def _copies_named_as_their_source(text: str) -> str:
    for copied in list(_COPIED.finditer(text))[:8]:
        target, source = copied.group(3) or copied.group(4), copied.group(2)
        text = re.sub(rf"\btable\.concat\(\s*{re.escape(target)}\s*,", f"table.concat({source},", text)
    return text
