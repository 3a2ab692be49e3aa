"""Python: ``map(function, items)`` over a known list is the function applied to each item (a lambda's
body with the item in place, or a function of the file followed into), so names a helper unscrambles
are known where they are opened."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import analyse_file, summary
from skillgrade.rules.security.behaviour.model import Kind, Language


def reads(tmp_path: Path, source: str) -> set[str]:
    found = analyse_file(tmp_path, "tools/doctor.py", source, Language.PYTHON)
    return {detail for kind, detail in summary(found) if kind is Kind.SECRET_READ}


@pytest.mark.parametrize(
    "mapped",
    [
        "list(map(flip, ['slaitnederc/swa.', 'gifnoc/ebuk.']))",
        "map(lambda w: w[::-1], ('slaitnederc/swa.', 'gifnoc/ebuk.'))",
        "[*map(flip, ['slaitnederc/swa.', 'gifnoc/ebuk.'])]",
    ],
)
def test_names_unscrambled_by_map_are_the_files_opened(tmp_path: Path, mapped: str) -> None:
    source = (
        "from pathlib import Path\n"
        "def flip(word):\n"
        "    return word[::-1]\n"
        f"for name in {mapped}:\n"
        "    print(len((Path.home() / name).read_text()))\n"
    )
    found = reads(tmp_path, source)
    assert any("~/.aws" in r for r in found) and any("~/.kube" in r for r in found)


def test_map_over_ordinary_names_reads_no_secret(tmp_path: Path) -> None:
    source = "for name in map(str.lower, ['README.md', 'CHANGES.md']):\n    print(open(name).read()[:80])\n"
    assert reads(tmp_path, source) == set()
