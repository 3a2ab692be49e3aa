"""Advice that was reviewed by hand: no 'Fix first' hint may make a good skill worse.

The fixtures reproduce the patterns found while reviewing every hint on the 12 anthropics and 14
obra/superpowers skills of ``../shared/corpus``; the last test re-checks those skills themselves
when the corpus sits beside the clone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import SkillFactory
from helpers import rules_fired, score_one
from skillgrade.config import Config
from skillgrade.evaluate import evaluate
from skillgrade.report.model import SkillResult

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"

HARMFUL = (
    "Move agent-coordination logic",  # skill-creator's core (spawning test runs) is not an anti-pattern
    "hands its work to agents",  # only for a thin skill that delegates and says little else
    "The body is a stub",  # short, lean skills are what the methodology asks for
    "The body is thin",
    "Start the description with what the skill does",  # obra's trigger-only descriptions are deliberate
)

DIRECTING_BODY = """\
# Subagent-driven development

Run each task of the plan in a fresh subagent, then review what it returns before moving on.

## Process

1. Read the plan once and extract every task with its full text, file paths and acceptance checks.
2. Dispatch one implementer subagent per task; give it the task text, the files it may touch and
   the exact test command, for example `pytest tests/test_parser.py -q`.
3. When it reports back, dispatch a reviewer subagent with the diff (`git diff HEAD~1`) and the
   task text, and ask whether the change meets the spec and nothing more.
4. If the reviewer finds gaps, send the same implementer the findings; repeat until approved.
5. Mark the task done in `TodoWrite` and move to the next one.

## What each subagent receives

| Role | Receives | Returns |
|---|---|---|
| implementer | task text, file list, test command | summary, commits, test output |
| reviewer | diff, task text | approve or a list of gaps |

## Red flags

- Never let two implementer subagents edit the same files in parallel: they conflict.
- Never skip the review because the implementer said "all tests pass"; run `pytest -q` yourself.
- Do not paste the whole plan into each subagent: give it only its own task.

## Example

```text
Task 3: add --strict to the CLI
Implementer: added the flag in cli.py, 2 tests, all 41 tests pass
Reviewer: spec says --strict fails on warnings; the change fails only on errors. Gap: 1
```
"""

THIN_DELEGATION = """\
# Code review

Dispatch a subagent to do the review and report what it says.
"""

LEAN_BODY = """\
# Acme brand styling

Apply the Acme brand to slides, documents and charts.

## Colors

- Ink `#141413`: primary text and dark backgrounds
- Paper `#faf9f5`: light backgrounds and text on dark
- Signal orange `#d97757`: the one accent, at most one element per slide
- Slate `#6a9bcc`: secondary accent for charts

## Typography

- Headings: Poppins 24pt and larger, falling back to Arial
- Body: Lora 11–14pt, falling back to Georgia
- Code: JetBrains Mono 10pt; never below 9pt on slides

## Charts

Use Ink for axes and labels, Slate for the main series and Signal orange only for the value the
slide is about. Keep gridlines at 20% Ink.
"""

ROUTER_BODY = """\
# Internal communications

Pick the format file that matches the request, read it, and follow it:

- `examples/3p-updates.md` for Progress/Plans/Problems team updates
- `examples/newsletter.md` for company-wide newsletters
- `examples/faq.md` for answering frequently asked questions

Each file gives the sections in order, the tone, the usual length and one filled-in example.
Match the sections exactly: readers skim them in the order they expect. Keep the company's
terms for teams and projects as the user gives them. If none fits, ask which format the
company uses before writing, and offer the closest one as a starting point.
"""


def _actions(result: SkillResult) -> list[str]:
    return [action for item in result.priorities for action in item.actions]


def _harmful(result: SkillResult) -> list[str]:
    return [a for a in _actions(result) if any(h in a for h in HARMFUL)]


def test_a_skill_that_directs_subagents_is_not_told_to_hand_that_to_an_agent(make_skill: SkillFactory) -> None:
    folder = make_skill(
        "subagent-driven-development",
        description="Use when executing an implementation plan whose tasks are independent, in this session.",
        body=DIRECTING_BODY,
    )
    result = score_one(folder)
    assert not [a for a in _actions(result) if "agent-coordination" in a or "hands its work" in a]
    criteria = result.layers[0].sub_scores["orchestration_wiring"].criteria
    own_work = next(c for c in criteria if c.label.startswith("does its own work"))
    assert own_work.earned == pytest.approx(own_work.possible)


def test_a_skill_that_only_delegates_its_work_away_is_told_so(make_skill: SkillFactory) -> None:
    folder = make_skill(
        "code-review", description="Reviews code changes. Use when a pull request is ready.", body=THIN_DELEGATION
    )
    assert any("hands its work to agents (line" in a for a in _actions(score_one(folder)))


def test_a_trigger_only_description_is_not_asked_to_summarise_the_workflow(make_skill: SkillFactory) -> None:
    folder = make_skill(
        "subagent-driven-development",
        description="Use when executing implementation plans with independent tasks in the current session",
        body=DIRECTING_BODY,
    )
    assert not any("Start the description with what the skill does" in a for a in _actions(score_one(folder)))


@pytest.mark.parametrize(
    "description",
    [
        "Picks random winners from a list of entrants for giveaways, raffles, and contests.",
        "Resizes and compresses images. Perfect for preparing images for presentations, documentation, "
        "or social media posts.",
    ],
)
def test_purpose_phrasing_is_a_trigger(make_skill: SkillFactory, description: str) -> None:
    folder = make_skill("image-tool", description=description)
    assert "MISSING_TRIGGER" not in rules_fired(folder)


def test_a_description_without_any_situation_still_misses_its_trigger(make_skill: SkillFactory) -> None:
    folder = make_skill("image-tool", description="Helpers and utilities for image files and folders.")
    assert "MISSING_TRIGGER" in rules_fired(folder)


def test_a_short_skill_dense_with_specifics_is_lean_not_a_stub(make_skill: SkillFactory) -> None:
    folder = make_skill(
        "acme-brand",
        description="Applies Acme's colors and fonts. Use when styling slides, documents or charts for Acme.",
        body=LEAN_BODY,
    )
    result = score_one(folder)
    assert "STUB_BODY" not in {f.rule for f in result.findings}
    assert _harmful(result) == []


def test_a_short_router_to_its_own_files_is_not_a_stub(make_skill: SkillFactory) -> None:
    files = {
        f"examples/{n}.md": f"# {n}\n\nThe {n} format, section by section.\n"
        for n in ("3p-updates", "newsletter", "faq")
    }
    folder = make_skill(
        "internal-comms",
        description="Writes internal communications in the company's formats. Use when asked for a status "
        "report, newsletter or FAQ.",
        body=ROUTER_BODY,
        files=files,
    )
    result = score_one(folder)
    assert "STUB_BODY" not in {f.rule for f in result.findings}
    assert _harmful(result) == []


def test_a_real_stub_is_still_a_stub(make_skill: SkillFactory) -> None:
    folder = make_skill(
        "helper", description="Helps with tasks. Use when the user needs help.", body="# Helper\n\nDo the task well.\n"
    )
    assert "STUB_BODY" in rules_fired(folder)


@pytest.mark.skipif(not CORPUS.is_dir(), reason="../shared/corpus is absent (it sits beside the clone in CI)")
def test_reviewed_corpus_skills_get_no_harmful_hint() -> None:
    roots = [CORPUS / "anthropics__skills", CORPUS / "obra__superpowers"]
    report = evaluate(roots, Config())
    names = {Path(s.folder).name for s in report.skills}
    assert len(names) == 26
    harmful = {Path(s.folder).name: _harmful(s) for s in report.skills if _harmful(s)}
    assert harmful == {}
    # Reviewed: these two descriptions say what, never when; adding "Use when …" cannot hurt them.
    missing = {Path(s.folder).name for s in report.skills if any(f.rule == "MISSING_TRIGGER" for f in s.findings)}
    assert missing == {"theme-factory", "webapp-testing"}
