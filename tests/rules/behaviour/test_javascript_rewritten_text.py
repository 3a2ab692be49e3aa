"""A constant rewritten by a callback doing character arithmetic (rot13, a shifted alphabet) and then
run: code made at run time from text nobody can read as it stands."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_letters_rotated_by_a_replace_callback_then_run(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/boot.js": "const stored = 'pbafbyr.ybt(cebprff.irefvba)';\n"
            "const rotate = (c) => String.fromCharCode(((c.charCodeAt(0) - 84) % 26) + 97);\n"
            "const body = stored.replace(/[a-z]/g, rotate);\n"
            "Reflect.construct(Function, [body])();\n"
            "new Function(body)();\n"
        },
    )
    assert any(rel == "scripts/boot.js" and line == 5 for _, rel, line in errors)


def test_a_template_filled_by_a_callback_and_run_stays_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/log.js": "const { execSync } = require('child_process');\n"
            "const fields = { n: '20' };\n"
            "const cmd = 'git log --oneline -n {n} --no-merges'.replace(/\\{(\\w+)\\}/g, (_, key) => fields[key]);\n"
            "console.log(execSync(cmd).toString());\n"
        },
    )
    assert not errors
