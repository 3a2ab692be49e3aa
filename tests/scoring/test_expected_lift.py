"""The expected-lift estimate on hand-made skills: it rises with checkable knowledge, falls with
sprawl, stays out of the composite, and says what it was validated on."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from conftest import CliResult, SkillFactory
from skillgrade.config import Config
from skillgrade.evaluate import Options, evaluate
from skillgrade.report.model import ExpectedLiftResult
from skillgrade.scoring import expected_lift as estimate

DESCRIPTION = "Reads seismograms and picks P and S arrivals. Use when the user asks to pick phases or locate an event."

GENERAL = """\
# Phase picking

## Workflow
1. Look at the data carefully and think about what it shows.
2. Pick the arrivals that seem most plausible to you.
3. Check your work and make sure the result makes sense.

Take your time, be thorough, and explain your reasoning clearly to the user at every step.
Good phase picking depends on experience, so consider the context and use your judgement.
"""

SPECIFIC = """\
# Phase picking

## Workflow
1. Load with `obspy.read("event.mseed")`, then `st.detrend("demean")` and
   `st.filter("bandpass", freqmin=1.0, freqmax=20.0)`.
2. Pick with `seisbench.models.PhaseNet.from_pretrained("stead")` and keep picks with `peak_value >= 0.3`.
3. Associate with GaMMA: `vel = {"p": 6.0, "s": 6.0 / 1.75}`, `dbscan_eps = 10` s, `min_picks_per_eq = 5`.

Do not resample below 100 Hz: PhaseNet was trained on 100 Hz input and silently degrades.
The S velocity is Vp / 1.75, not Vp / 2 (a common mistake that shifts every S pick by 0.4 s).
"""


def _estimate(folder: Path) -> ExpectedLiftResult:
    report = evaluate([folder.parent], Config(), Options(depth="quick", jobs=1))
    result = next(s for s in report.skills if Path(s.folder).name == folder.name)
    assert result.expected_lift is not None
    return result.expected_lift


def test_specific_checkable_knowledge_scores_above_general_advice(make_skill: SkillFactory) -> None:
    general = _estimate(make_skill("general-picker", description=DESCRIPTION, body=GENERAL))
    specific = _estimate(make_skill("specific-picker", description=DESCRIPTION, body=SPECIFIC))
    assert specific.checkable_items > general.checkable_items
    assert specific.knowledge > general.knowledge
    assert specific.value > general.value


def test_each_references_file_lowers_focus(make_skill: SkillFactory) -> None:
    values = []
    for count in range(4):
        files = {f"references/part-{i}.md": f"# Part {i}\n\nDetail {i}.\n" for i in range(count)}
        values.append(_estimate(make_skill(f"picker-{count}", description=DESCRIPTION, body=SPECIFIC, files=files)))
    assert [v.reference_files for v in values] == [0, 1, 2, 3]
    assert [v.focus for v in values] == sorted((v.focus for v in values), reverse=True)
    assert values[0].focus == 1.0 and values[2].focus == 0.5
    assert values[0].value > values[1].value > values[2].value > values[3].value


def test_an_exhaustive_body_loses_focus_past_its_word_budget(make_skill: SkillFactory) -> None:
    sections = "\n".join(
        f"## Station {i}\n\nStation ST{i:03d} reads `HH{i % 3}` at 100 Hz; its gain is {i}.5 counts per m/s.\n"
        + "".join(
            f"On visit {j} the operator of station {i} looked the site over as usual for that season.\n"
            for j in range(12)
        )
        for i in range(30)
    )
    long = _estimate(make_skill("exhaustive-picker", description=DESCRIPTION, body=SPECIFIC + sections))
    short = _estimate(make_skill("focused-picker", description=DESCRIPTION, body=SPECIFIC))
    assert long.content_words > estimate.FOCUSED_WORDS
    assert long.focus < 1.0 == short.focus
    assert long.value < short.value


def test_a_stub_with_empty_code_blocks_expects_little(make_skill: SkillFactory) -> None:
    stub = "# Picker\n\n## Examples\n```python\nx\n```\n\n```bash\ny\n```\n\n| Option | Meaning |\n|---|---|\n"
    result = _estimate(make_skill("stub-picker", description=DESCRIPTION, body=stub))
    assert result.checkable_items < estimate.MIN_ITEMS
    assert result.value < 0.1


def test_the_estimate_stays_out_of_the_composite(make_skill: SkillFactory) -> None:
    folder = make_skill("specific-picker", description=DESCRIPTION, body=SPECIFIC)
    scored = evaluate([folder.parent], Config(), Options(depth="quick", jobs=1)).skills[0]
    assert scored.expected_lift is not None
    assert "expected_lift" not in scored.dimensions
    assert all("expected" not in name for name in scored.composite.measured_dimensions)


def test_reports_carry_the_figure_and_what_it_was_validated_on(
    make_skill: SkillFactory, cli: Callable[..., CliResult]
) -> None:
    folder = make_skill("specific-picker", description=DESCRIPTION, body=SPECIFIC)
    entry = cli("score", folder, "--format", "json").json()["skills"][0]["expected_lift"]
    assert 0.0 <= entry["value"] <= 1.0
    assert entry["validated_on"].startswith("validated on: SkillsBench v1.1 test split, n=")
    assert entry["predictive"] is (entry["validation_rho"] >= estimate.PREDICTIVE_RHO)
    text = cli("score", folder).out
    assert "Expected lift" in text and "not in the score" in text
    markdown = cli("score", folder, "--format", "markdown").out
    assert "Expected lift:" in markdown


def test_the_validated_on_line_says_when_it_was_never_run() -> None:
    never = dict(estimate.VALIDATION, n=None, rho=None)
    assert estimate._validated_on(never).startswith("not yet validated")
    done = dict(estimate.VALIDATION, n=26, rho=0.31, ci_low=0.01, ci_high=0.6)
    assert estimate._validated_on(done) == "validated on: SkillsBench v1.1 test split, n=26, ρ=+0.31 [+0.01, +0.60]"


def test_the_estimate_is_the_same_read_alone_or_after_the_sub_scores_on_their_view(make_skill: SkillFactory) -> None:
    from skillgrade.layers.static import scored_view, static_sub_scores
    from skillgrade.skill.loader import load_skill

    for name, body in (("general-picker", GENERAL), ("specific-picker", SPECIFIC)):
        folder = make_skill(name, description=DESCRIPTION, body=body + "\nSee `event.mseed` and `st.detrend`.\n")
        skill = load_skill(folder / "SKILL.md", folder.parent, name)
        discount = frozenset({skill.body_start_line + 3})
        alone = estimate.estimate_expected_lift(skill, discount)
        view = scored_view(skill, discount)
        static_sub_scores(skill, discount, view)  # counts some pieces first, as a score does
        shared = estimate.estimate_expected_lift(skill, discount, view)
        assert alone is not None and alone == shared
        assert alone.checkable_items > 0
