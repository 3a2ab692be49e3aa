"""Expected lift: a static estimate of how much a skill is likely to help an agent.

SkillsBench (arXiv 2602.12670) found that curated skills help through procedural, domain-specific
knowledge a model lacks (exact APIs, parameters, formulas, file formats, gotchas), that focused
skills beat exhaustive ones, and that self-generated skills (fluent, general) add nothing. The
estimate reads two things off the body, with no model call:

* **knowledge**: checkable items per 100 words of content. An item is a specific token in prose
  (identifier, flag, path, value, quoted message; :func:`~skillgrade.skill.specificity.prose_specifics`),
  a line of a code block that shows something, a number with a unit, a formula, or a gotcha (a
  warning, a "do not", an "instead of"). Full at ``FULL_DENSITY`` per 100 words, and scaled down
  while the body holds fewer than ``MIN_ITEMS`` items (a stub cannot teach much however dense).
* **focus**: an exhaustive skill dilutes what it knows. Each file under ``references/`` and each
  word past ``FOCUSED_WORDS`` of content lowers it.

``value = knowledge × focus`` on [0, 1]. It is reported beside the composite, never folded into it
and never on the badge; ``VALIDATION`` carries what it was validated on (``perf/lift_validity.py``,
the SkillsBench v1.1 test split) so every report says how far to trust it.

The constants were chosen on the dev split only (see the README's "What the score predicts").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from skillgrade.layers.static import View, scored_view
from skillgrade.report.model import ExpectedLiftResult
from skillgrade.skill.markdown import Document, ProseLine
from skillgrade.skill.model import Skill
from skillgrade.skill.specificity import generic_block, prose_specifics

FULL_DENSITY = 40.0
"""Checkable items per 100 words of content at which knowledge is full."""
MIN_ITEMS = 10
"""Below this many checkable items knowledge is scaled down in proportion."""
FOCUSED_WORDS = 3000
"""Words of content past which focus falls as FOCUSED_WORDS / words."""
REFERENCE_HALVING = 2
"""This many files under references/ halve focus (focus = 1 / (1 + files / REFERENCE_HALVING))."""

VALIDATION: dict[str, object] = {
    "validated_on": "SkillsBench v1.1 test split",
    "n": 26,
    "rho": 0.082,
    "ci_low": -0.352,
    "ci_high": 0.536,
}
"""From ``perf/lift_validity.py`` on the test split (``perf/lift_test_log.jsonl``, commit fc863b6):
Spearman ρ with measured lift and its bootstrap 95% interval. Below ``PREDICTIVE_RHO``: an honest
null, so the estimate is reported as not shown to predict lift and stays off the badge."""
PREDICTIVE_RHO = 0.3
"""The bar (Spearman ρ on the test split) the estimate must reach to be called predictive."""

_GOTCHA = re.compile(
    r"\b(?:gotcha|pitfall|caveat|careful|warning|beware|avoid|don'?t|do not|never|instead of|"
    r"common (?:mistake|error)|note:|important|must not|not supported|deprecated|trap|bug|wrong|incorrect)\b"
)
"""Matched against lower-cased text: twice as fast as ``re.I`` on the same alternation."""
_VALUE = re.compile(
    r"\b\d+(?:\.\d+)?\s?(?:%|ms|s|kb|mb|gb|px|pt|dpi|hz|khz|mhz|km|m|cm|mm|kg|g|°|deg|rad|k|v|w|kw|mw)\b"
    r"|\b\d+\.\d+\b|\b\d{2,}\b",
    re.I,
)
_FORMULA = re.compile(r"[A-Za-z_]\w*\s*[=≈]\s*[-\w(]|[∑√×÷±≤≥]|\^\d")
"""An assignment or comparison (``x = …``), a math symbol, a power. (A look-behind would make it
three times faster but drop the tail of ``noprint_wrappers=1`` after ``default=n``: the figure was
validated with this one.)"""


_MAYBE_FORMULA = re.compile(r"[=≈∑√×÷±≤≥^]")
_MAYBE_VALUE = re.compile(r"\d")
"""What a formula or a value needs somewhere: most texts lack it, and one search costs less than a scan."""


def _formulas(text: str) -> int:
    return len(_FORMULA.findall(text)) if _MAYBE_FORMULA.search(text) else 0


def _values(text: str) -> int:
    return len(_VALUE.findall(text)) if _MAYBE_VALUE.search(text) else 0


def checkable_items(doc: Document, mask: frozenset[str], specifics: Callable[[ProseLine], int] | None = None) -> int:
    """Specific prose tokens, lines of code that show something, values, formulas and gotchas.

    ``specifics``: :func:`prose_specifics` of a piece under ``mask``, when the caller counts (and
    keeps) them itself."""
    prose = [p for p in doc.prose if not p.in_heading]
    items = sum(map(specifics, prose)) if specifics else sum(prose_specifics(p, mask) for p in prose)
    text = "\n".join(p.text for p in prose)
    items += len(_GOTCHA.findall(text.lower())) + _values(text) + _formulas(text)
    for block in doc.code_blocks:
        if block.empty or generic_block(block):
            continue
        items += block.content_lines + _values(block.text) + _formulas(block.text)
    return items


def expected_lift(
    skill: Skill, doc: Document, mask: frozenset[str], specifics: Callable[[ProseLine], int] | None = None
) -> ExpectedLiftResult:
    """The estimate for ``skill``, from ``doc`` (its body without the discounted lines)."""
    words = doc.content_words
    items = checkable_items(doc, mask, specifics)
    density = 100.0 * items / words if words else 0.0
    knowledge = min(1.0, density / FULL_DENSITY) * min(1.0, items / MIN_ITEMS)
    references = len(skill.files_under("references"))
    focus = 1.0 / (1.0 + references / REFERENCE_HALVING) * (1.0 if words <= FOCUSED_WORDS else FOCUSED_WORDS / words)
    rho = VALIDATION["rho"]
    return ExpectedLiftResult(
        value=round(knowledge * focus, 3),
        knowledge=round(knowledge, 3),
        focus=round(focus, 3),
        checkable_items=items,
        content_words=words,
        reference_files=references,
        validated_on=_validated_on(),
        validation_n=_int(VALIDATION["n"]),
        validation_rho=_float(rho),
        validation_ci_low=_float(VALIDATION["ci_low"]),
        validation_ci_high=_float(VALIDATION["ci_high"]),
        predictive=isinstance(rho, float) and rho >= PREDICTIVE_RHO,
    )


def estimate_expected_lift(
    skill: Skill, discount: frozenset[int] = frozenset(), view: View | None = None
) -> ExpectedLiftResult | None:
    """The estimate read off the body the static sub-scores see (discounted lines left out);
    ``view``: theirs (:func:`~skillgrade.layers.static.scored_view`), whose counts it reuses."""
    if skill.doc is None:
        return None
    view = view or scored_view(skill, discount)
    return expected_lift(skill, view.doc, view.mask, view.piece_specifics)


def _validated_on(validation: dict[str, object] = VALIDATION) -> str:
    """``validated on: <split>, n=…, ρ=… [low, high]``, or why not."""
    rho, n = validation["rho"], validation["n"]
    if not isinstance(rho, float) or not isinstance(n, int):
        return f"not yet validated ({validation['validated_on']} not run)"
    low, high = validation["ci_low"], validation["ci_high"]
    interval = f" [{low:+.2f}, {high:+.2f}]" if isinstance(low, float) and isinstance(high, float) else ""
    return f"validated on: {validation['validated_on']}, n={n}, ρ={rho:+.2f}{interval}"


def _float(value: object) -> float | None:
    return value if isinstance(value, float) else None


def _int(value: object) -> int | None:
    return value if isinstance(value, int) else None
