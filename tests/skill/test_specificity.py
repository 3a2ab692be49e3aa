"""The quick tests in front of specificity's slower patterns: never a line they would have matched."""

from __future__ import annotations

import random
import re

from skillgrade.skill import specificity

READABLE_IDENTIFIER_TEST = re.compile(r"[_/]|\d|-[-a-z]|\.[\w-]|[A-Za-z][A-Z]")
"""What ``_MAYBE_IDENTIFIER`` stands for, written plainly (the fast form is one class, then lookbehinds)."""

SAMPLES = [
    "Run the tool and read the report.",
    "Use --dry-run first.",
    "Set MAX_RETRIES to 3.",
    "Open config/settings.yaml.",
    "Call client.fetch() once.",
    "The camelCase name and PascalCase type.",
    "An HTTP call.",
    "A trailing dash - then words.",
    "ends with a dot.",
    "Q",
    "aQ",
    "",
    "é-ç",
    "Version 2",
]


def _strings() -> list[str]:
    rng = random.Random(20261124)
    alphabet = 'aQz_/-.9 é"“Ab'
    return SAMPLES + ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10))) for _ in range(20_000)]


def test_the_identifier_prefilter_is_the_readable_pattern() -> None:
    for text in _strings():
        fast = specificity._MAYBE_IDENTIFIER.search(text) is not None
        assert fast == (READABLE_IDENTIFIER_TEST.search(text) is not None), text


def test_no_proper_name_or_quotation_is_skipped_by_the_quick_tests() -> None:
    for text in _strings():
        if specificity._PROPER_NAME.search(text):
            assert specificity._CAPITAL.search(text, 2), text
        if specificity._QUOTED.search(text):
            assert '"' in text or "“" in text, text


def test_prose_specifics_counts_identifiers_names_and_quotations() -> None:
    from skillgrade.skill.markdown import ProseLine

    line = ProseLine(1, 'Run make_report with --out and ask Playwright for "the whole page"', code_spans=("pdf",))
    assert specificity.prose_specifics(line, frozenset()) == 5
    assert specificity.prose_specifics(line, frozenset({"pdf"})) == 4  # the skill's own name is no specific
