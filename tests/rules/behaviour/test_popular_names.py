"""Near misses of popular package names, from the bundled download rankings (packages.near_miss)."""

from __future__ import annotations

import pytest

from skillgrade.rules.security.behaviour import packages


@pytest.mark.parametrize(
    ("ecosystem", "installed", "imitated"),
    [
        ("pypi", "seabron", "seaborn"),  # ranked beyond the 300 names the scanner knew before
        ("pypi", "python-dotenvv", "python-dotenv"),
        ("pypi", "pydanticc", "pydantic"),
        ("pypi", "mcp-sdkk", None),
        ("npm", "dayjss", "dayjs"),
        ("npm", "chokidr", "chokidar"),
    ],
)
def test_a_name_one_edit_from_a_top_download_is_a_near_miss(
    ecosystem: str, installed: str, imitated: str | None
) -> None:
    assert packages.near_miss(ecosystem, installed) == imitated


@pytest.mark.parametrize(
    ("ecosystem", "name"),
    [
        ("pypi", "scrapy"),  # one edit from scapy, and popular itself
        ("pypi", "pathy"),  # one edit from patsy
        ("pypi", "futures"),
        ("npm", "preact"),  # one edit from react
        ("npm", "simple-git"),  # one edit from simple-get
    ],
)
def test_a_popular_project_one_edit_from_another_is_not_a_near_miss(ecosystem: str, name: str) -> None:
    assert packages.near_miss(ecosystem, name) is None


def test_the_most_downloaded_of_several_imitated_names_is_reported() -> None:
    assert packages.near_miss("pypi", "boto4") == "boto3"
    assert packages.near_miss("pypi", "boto4==1.0") == packages.near_miss("pypi", "boto4")


def test_every_bundled_list_names_its_source_and_holds_real_rankings() -> None:
    for ecosystem, first in (("pypi", "boto3"), ("npm", "semver")):
        text = (packages._DATA / f"{ecosystem}-top.txt").read_text(encoding="utf-8")
        assert text.startswith("# ") and "Source:" in text.split("\n\n")[0]
        ranked = packages._ranked(ecosystem)
        assert ranked[0] == first and len(ranked) > 15_000 - 1
