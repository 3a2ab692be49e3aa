"""Advice to add a section tells the truth about what the static layer counts (issue 23, item 4):
a user who follows it with generic text is told beforehand that it will not count."""

from __future__ import annotations

import re

from conftest import SkillFactory
from helpers import score_one
from samples import GOOD_BODY

GENERIC_EXAMPLES = """\
## Examples

Here is an example of how the skill can be used in practice. The user asks for help with a task,
and the agent follows the steps above to produce a helpful and complete answer for them.
"""
SPECIFIC_EXAMPLES = """\
## Examples

A user asks to check `exports/users.tsv` before loading it; run it with `--delimiter tab`.
The report lists the empty `email` cells under Problems.
"""


def _with_examples(section: str) -> str:
    return re.sub(r"## Examples\n.*?(?=## Troubleshooting)", section + "\n", GOOD_BODY, flags=re.S)


def _criterion(make_skill: SkillFactory, body: str, dimension: str, label: str, name: str):  # type: ignore[no-untyped-def]
    result = score_one(make_skill(name, body=body))
    sub = result.layers[0].sub_scores[dimension]
    return next(c for c in sub.criteria if c.label == label)


def test_generic_examples_earn_nothing_and_the_advice_says_so(make_skill: SkillFactory) -> None:
    generic = _criterion(
        make_skill, _with_examples(GENERIC_EXAMPLES), "structural_completeness", "examples section", "a"
    )
    assert generic.earned == 0
    assert "generic text earns nothing" in (generic.hint or "")
    specific = _criterion(
        make_skill, _with_examples(SPECIFIC_EXAMPLES), "structural_completeness", "examples section", "b"
    )
    assert specific.earned == specific.possible  # following the advice with this skill's specifics counts


def test_when_to_use_advice_asks_for_substance_not_specifics(make_skill: SkillFactory) -> None:
    one_line = GOOD_BODY.replace(
        "Use this skill when a user shares a `.csv` or `.tsv` file and wants to know what is in it, or is\n"
        "about to import it and wants to catch problems first. Do not use it for Excel workbooks.",
        "Use it for files.",
    )
    missed = _criterion(make_skill, one_line, "structural_completeness", "when-to-use / decision guidance", "c")
    assert missed.earned == 0 and "12+ words" in (missed.hint or "")
    generic = one_line.replace(
        "Use it for files.",
        "Use it whenever the user wants help with a file and the other tools are not the right fit.",
    )
    counted = _criterion(make_skill, generic, "structural_completeness", "when-to-use / decision guidance", "d")
    assert counted.earned == counted.possible  # generic text counts here, so the advice does not claim otherwise
