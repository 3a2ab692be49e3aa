"""GDScript (Godot's ``.gd`` scripts) prepared for the light reader (:mod:`.interpreters`).

An editor plugin's script runs inside the editor as soon as the plugin is enabled (``_enter_tree``),
and a game's on every start, with the user's rights: ``OS.execute``, ``OS.create_process`` and
``OS.execute_with_pipe`` start a program with an argument array, ``OS.shell_open`` hands a path or
address to the desktop's opener, ``HTTPRequest``/``HTTPClient`` download, and ``Marshalls`` decodes
Base64. GDScript spells these its own way; here each is rewritten to the spelling the light reader
already models, line for line (evidence keeps its line):

- ``OS.execute(program, [a, b], …)`` is ``system(program, a, b, …)``: a shell handed ``-c`` and a
  command is read as the shell command it runs, a program alone is run;
- ``PackedByteArray([…])`` (and the other packed arrays) is the list of numbers it holds, so bytes
  XORed with a key held in the file decode (:func:`.folding.xor_decoded`);
- ``Marshalls.base64_to_utf8(…)`` / ``base64_to_raw`` are ``base64_decode(…)``;
- a name given ``HTTPRequest.new()`` (or an ``HTTPClient``) downloads what its ``request`` names.
"""

from __future__ import annotations

import re

SUFFIX = ".gd"
_PACKED = re.compile(r"\bPacked(?:Byte|Int32|Int64)Array\(\s*(\[[^\[\]]*\])\s*\)")
"""A packed array built from a list literal (possibly written over several lines)."""
_PROCESS = re.compile(
    r"\bOS\.(?:execute|create_process|execute_with_pipe|create_instance)\(\s*([^,()\n]+?)\s*(?:,\s*\[([^\[\]\n]*)\])?"
)
"""A program started with its argument array (the array's items become arguments of the call)."""
_SHELL_OPEN = re.compile(r"\bOS\.shell_open\(")
_BASE64 = re.compile(r"\bMarshalls\.base64_to_(?:utf8|raw|variant)\(")
_HTTP_NAME = re.compile(r"\b(?:var\s+)?(\w+)\s*(?::\s*\w+\s*)?:?=\s*(?:HTTPRequest|HTTPClient)\.new\(\)")


def prepared(rel: str, text: str) -> str:
    if not rel.lower().endswith(SUFFIX):
        return text
    if "Array(" in text:
        text = _PACKED.sub(r"\1", text)
    if "OS." in text:
        text = _PROCESS.sub(_process_call, text)
        text = _SHELL_OPEN.sub("system(", text)
    if "Marshalls." in text:
        text = _BASE64.sub("base64_decode(", text)
    if "HTTP" in text:
        for name in {m.group(1) for m in _HTTP_NAME.finditer(text)}:
            text = re.sub(rf"\b{re.escape(name)}\.request(?:_raw)?\(", "http.request(", text)
    return text


def _process_call(match: re.Match[str]) -> str:
    program, arguments = match.group(1), match.group(2)
    if arguments is None or not arguments.strip():
        return f"system({program}"
    return f"system({program}, {arguments.strip().rstrip(',')}"
