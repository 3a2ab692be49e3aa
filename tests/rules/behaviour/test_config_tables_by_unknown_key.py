"""Python: a bundled config file holding a table of like records (one per brand, region, tenant), one
picked by a key known only at run time (``CFG[args.region]["feed"]``): any of them may be used, so
the first stands for the pick and its address is followed. Hosts are ``.invalid``."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import analyse_file, summary
from skillgrade.rules.security.behaviour.model import Kind, Language
from skillgrade.rules.security.behaviour.values import BUNDLED

_REGIONS = {
    "north": {"feed": "https://feeds.tallowmarsh.invalid/north.json", "units": "metric"},
    "south": {"feed": "https://feeds.tallowmarsh.invalid/south.json", "units": "metric"},
}
_SCRIPT = (
    "import json, sys, urllib.request\n"
    "from pathlib import Path\n"
    "REGIONS = json.loads(Path('settings/regions.json').read_text())\n"
    "def feed(region):\n"
    "    with urllib.request.urlopen(REGIONS[region]['feed']) as r:\n"
    "        return json.load(r)\n"
    "print(feed(sys.argv[1]))\n"
)


def _fetched(tmp_path: Path, config: dict[str, object]) -> set[tuple[Kind, str]]:
    token = BUNDLED.set({"settings/regions.json": json.dumps(config)})
    try:
        return {c for c in summary(analyse_file(tmp_path, "scripts/feed.py", _SCRIPT, Language.PYTHON))
                if c[0] is Kind.FETCH}  # fmt: skip
    finally:
        BUNDLED.reset(token)


def test_a_record_picked_at_run_time_gives_its_address(tmp_path: Path) -> None:
    assert _fetched(tmp_path, _REGIONS) == {(Kind.FETCH, "https://feeds.tallowmarsh.invalid/north.json")}


def test_a_table_of_plain_values_picked_at_run_time_stays_unknown(tmp_path: Path) -> None:
    flat = {"north": "https://feeds.tallowmarsh.invalid/north.json", "units": "metric"}
    script_result = _fetched(tmp_path, {"north": flat, "south": "metric"})
    assert script_result == {(Kind.FETCH, "?")}
