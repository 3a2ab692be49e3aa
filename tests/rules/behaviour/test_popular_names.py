"""Near misses of popular package names, from the bundled download rankings (packages.near_miss)."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import SKILL_MD, scan_errors
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


@pytest.mark.parametrize(
    ("ecosystem", "installed", "imitated"),
    [
        ("npm", "react-native-safe-area-contxt", "react-native-safe-area-context"),  # ranked ~4,000
        ("npm", "prettier-plugin-tailwnidcss", "prettier-plugin-tailwindcss"),  # two letters swapped
        ("npm", "eslint-plugin-tailwindcsss", None),  # the edit is at the word's end: a plural, a real-name shape
        ("pypi", "django-debug-tolbar", "django-debug-toolbar"),  # ranked beyond the 1,000 any edit is read for
        ("pypi", "django-debug-toolbars", None),
        ("pypi", "djangoo-debug-toolbar", None),  # at a word's edge
    ],
)
def test_a_long_name_misspelled_inside_a_word_imitates_a_name_of_any_rank(
    ecosystem: str, installed: str, imitated: str | None
) -> None:
    assert packages.near_miss(ecosystem, installed) == imitated


def test_a_listed_name_misspelling_a_higher_one_inside_a_word_stays_quiet() -> None:
    # real projects, both listed: being popular itself is never a near miss
    assert packages.near_miss("pypi", "google-cloud-filestore") is None
    assert packages.near_miss("npm", "ttypescript") is None


@pytest.mark.parametrize(
    "prose",
    [
        "- Add the class sorter: `yarn add -D prettier-plugin-tailwnidcss`.",
        "Then run `pnpm add react-native-safe-area-contxt` in the app folder.",
        "Install it with `npm i lodahs --save` before the first build.",
    ],
)
def test_a_near_miss_installed_by_a_prose_command_is_an_error(tmp_path: Path, prose: str) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": SKILL_MD + "\n## Setup\n\n" + prose + "\n"})
    assert ("TYPOSQUATTED_PACKAGE", "SKILL.md", 10) in errors


def test_the_real_names_installed_by_a_prose_command_are_quiet(tmp_path: Path) -> None:
    prose = "Run `pnpm add react-native-safe-area-context` and `yarn add -D prettier-plugin-tailwindcss`."
    assert scan_errors(tmp_path, {"SKILL.md": SKILL_MD + "\n## Setup\n\n" + prose + "\n"}) == set()


@pytest.mark.parametrize(
    ("ecosystem", "installed", "imitated"),
    [
        ("pypi", "nettaddr==0.10.1", "netaddr"),  # ranked ~1,200: beyond the 1,000 any edit is read for
        ("pypi", "asynccua", "asyncua"),
        ("pypi", "textfssm", "textfsm"),
        ("npm", "leafflet", "leaflet"),
        ("pypi", "nnetaddr", None),  # a doubled first letter is a common real-name shape (ffmpy, cchardet)
        ("pypi", "netaddrr", None),  # so is a doubled last one (memoizee)
        ("pypi", "pyyaml", None),  # listed itself
        ("npm", "memoizee", None),
    ],
)
def test_a_name_repeating_a_letter_of_a_listed_name_imitates_it(
    ecosystem: str, installed: str, imitated: str | None
) -> None:
    assert packages.near_miss(ecosystem, installed) == imitated


@pytest.mark.parametrize("name", ["lodash.debounce", "ipaddr.js", "object.entries", "chart.js", "@nodelib/fs.stat"])
def test_an_npm_name_with_a_dot_is_its_own_listed_name(name: str) -> None:
    # npm keeps `.` apart from `-`: folding it as PyPI does made lodash.debounce a near miss of itself
    assert packages.near_miss("npm", name) is None


def test_an_npm_name_swapping_a_dot_for_a_dash_is_a_near_miss() -> None:
    assert packages.near_miss("npm", "lodash-debounce") == "lodash.debounce"


def test_a_pinned_npm_install_of_dotted_names_is_quiet(tmp_path: Path) -> None:
    prose = "```bash\nnpm install lodash.debounce@4.0.8 ipaddr.js@2.2.0 socket.io@4.7.5\n```"
    assert scan_errors(tmp_path, {"SKILL.md": SKILL_MD + "\n## Setup\n\n" + prose + "\n"}) == set()


def test_a_repeated_letter_installed_by_a_prose_command_is_an_error(tmp_path: Path) -> None:
    prose = "```bash\npython3 -m pip install --user asynccua==1.1.5 pyyaml\n```"
    errors = scan_errors(tmp_path, {"SKILL.md": SKILL_MD + "\n## Setup\n\n" + prose + "\n"})
    assert errors == {("TYPOSQUATTED_PACKAGE", "SKILL.md", 11)}
