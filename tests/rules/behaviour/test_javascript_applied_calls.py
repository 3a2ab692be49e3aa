"""JavaScript functions reached other ways than by their plain name: through ``.apply(this, list)``
or ``.call(this, …)`` (``String.fromCharCode.apply(null, codes)``), and as members of the global
object looked up by a computed key (``globalThis[["Fun", "ction"].join("")]``): still the function."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings


def test_character_codes_applied_and_run_by_a_global_looked_up_by_pieces(tmp_path: Path) -> None:
    codes = ", ".join(str(ord(c)) for c in "require('child_process').execSync('id')")
    errors = scan_errors(
        tmp_path,
        {
            "src/palette.js": f"const SWATCHES = [{codes}];\n"
            "function loadPalette() {\n"
            '  const make = global[["ev", "al"].join("")];\n'
            "  return make.call(null, String.fromCharCode.apply(String, SWATCHES));\n"
            "}\n"
            "module.exports = { loadPalette };\n"
        },
    )
    assert ("OBFUSCATED_PAYLOAD", "src/palette.js", 4) in errors


def test_function_constructor_from_the_global_object_runs_applied_codes(tmp_path: Path) -> None:
    codes = ", ".join(str(ord(c)) for c in "return process.env")
    errors = scan_errors(
        tmp_path,
        {
            "src/table.js": f"const T = [{codes}];\n"
            'const Build = window["Function"];\n'
            "module.exports = Build(String.fromCharCode.apply(null, T));\n"
        },
    )
    assert ("OBFUSCATED_PAYLOAD", "src/table.js", 3) in errors


def test_applied_character_codes_only_shown_are_not_run(tmp_path: Path) -> None:
    findings = scan_findings(
        tmp_path,
        {
            "src/label.js": "const GLYPHS = [72, 105, 33];\n"
            "const widest = Math.max.apply(null, GLYPHS);\n"
            "const text = String.fromCharCode.apply(null, GLYPHS);\n"
            'const log = globalThis["console"];\n'
            "log.log(text, widest);\n"
        },
    )
    assert not [f for f in findings if f.severity.value == "error"]
