"""The static layer must reward substance: stubs earn no badge, and every degradation costs points."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import SkillFactory, make_sibling
from samples import GOOD_BODY, GOOD_DESCRIPTION
from skillgrade.config import Config
from skillgrade.evaluate import evaluate
from skillgrade.report.model import SkillResult
from skillgrade.scoring.composite import Badge

STUFFED_DESCRIPTION = (
    "Use when building, testing, debugging, deploying, configuring, creating, implementing code. Use PROACTIVELY. "
    "Automatically invoke this skill. Always use when coding, for debugging, during testing, when deploying."
)

EMPTY_BLOCKS_STUB = """\
# CSV profiler

## Inputs
The file.

## Output format
A report.

## Examples
```python
x
```

```bash
y
```

```text
z
```

| Option | Meaning |
|--------|---------|

## Workflow
1. Run it.
2. Read it.
3. Report it.

## Troubleshooting
Retry.

## Related
See also other skills.
"""
"""An honest description over one-line sections, one-token code blocks and a table with a header
and no rows: it scored 60.05 (Bronze) when such blocks and tables counted as content."""

STUBS = {
    "stuffed-headings": (
        STUFFED_DESCRIPTION,
        """\
        # Helper

        ## Input
        Accepts parameters. Returns output in JSON format.

        ## Output Format

        ## Examples
        ```
        run
        ```
        ```python
        x()
        ```
        ```bash
        go
        ```
        | a | b |
        |---|---|
        | 1 | 2 |

        ## Troubleshooting

        See also related skills.
        """,
    ),
    "honest-description-empty-body": (
        GOOD_DESCRIPTION,
        """\
        # Helper

        ## Inputs
        The file.

        ## Output format
        A report.

        ## Workflow
        1. Run it.
        2. Read it.
        3. Report it.

        ## Examples
        ```bash
        run
        ```

        ## Troubleshooting
        Retry.

        ## Related
        See also other skills.
        """,
    ),
    "keyword-body": (
        "Use this skill when the user asks for help, when coding, when testing, or when deploying anything at all.",
        """\
        # Helper

        Use this skill proactively. Use this skill proactively. Use this skill proactively.

        ## Usage
        Invoke automatically. Invoke automatically.

        ## Examples
        ## Edge cases
        ## Output
        ## Related
        """,
    ),
    "empty-code-blocks-and-bodiless-table": (GOOD_DESCRIPTION, EMPTY_BLOCKS_STUB),
}


def _score(folder: Path) -> SkillResult:
    """Score one skill, scanning its parent folder so links to sibling skills can be resolved."""
    report = evaluate([folder.parent], Config())
    return next(s for s in report.skills if Path(s.folder).name == folder.name)


@pytest.mark.parametrize("name", sorted(STUBS))
def test_keyword_stuffed_stubs_earn_no_badge(make_skill: SkillFactory, name: str) -> None:
    description, body = STUBS[name]
    folder = make_skill(name, frontmatter=f'name: {name}\ndescription: "{description}"\n', body=body)
    result = _score(folder)
    assert result.composite.score is not None
    assert result.composite.badge is Badge.NONE, (name, result.composite.score)
    assert "STUB_BODY" in {f.rule for f in result.findings}


def test_the_good_fixture_skill_earns_a_high_badge(good_skill: Path) -> None:
    result = _score(good_skill)
    assert result.composite.badge in (Badge.GOLD, Badge.PLATINUM), result.composite.score
    assert [f for f in result.findings if f.severity.value != "info"] == []


def _degraded(
    make_skill: SkillFactory,
    *,
    description: str = GOOD_DESCRIPTION,
    body: str = GOOD_BODY,
    name: str = "csv-profiler",
    frontmatter: str | None = None,
) -> SkillResult:
    make_sibling(make_skill)
    folder = make_skill(
        name,
        description=description,
        body=body,
        frontmatter=frontmatter,
        files={"references/columns.md": "# Columns\n\nKeys and dates.\n", "scripts/profile.py": "print(1)\n"},
    )
    return _score(folder)


def test_dropping_the_trigger_phrase_lowers_the_score(make_skill: SkillFactory, tmp_path: Path) -> None:
    good = _degraded(make_skill)
    no_trigger = GOOD_DESCRIPTION.split(" Use when")[0]
    worse = _degraded(
        make_skill, name="other", description=no_trigger, frontmatter=f"name: other\ndescription: {no_trigger}\n"
    )
    assert worse.composite.score is not None and good.composite.score is not None
    assert worse.composite.score < good.composite.score - 5
    assert "MISSING_TRIGGER" in {f.rule for f in worse.findings}


def test_gutting_the_examples_lowers_the_score(make_skill: SkillFactory) -> None:
    good = _degraded(make_skill)
    gutted_body = re.sub(r"## Examples.*?## Troubleshooting", "## Troubleshooting", GOOD_BODY, flags=re.S)
    gutted_body = re.sub(r"```.*?```", "", gutted_body, flags=re.S)
    worse = _degraded(
        make_skill, name="gutted", body=gutted_body, frontmatter=f"name: gutted\ndescription: {GOOD_DESCRIPTION}\n"
    )
    assert worse.composite.score is not None and good.composite.score is not None
    assert worse.composite.score < good.composite.score - 3


def test_bloating_the_skill_lowers_the_score(make_skill: SkillFactory) -> None:
    good = _degraded(make_skill)
    filler = "\n".join(
        f"Paragraph {i} restates background the model already knows about delimited files and their history."
        for i in range(900)
    )
    worse = _degraded(
        make_skill,
        name="bloated",
        body=GOOD_BODY + "\n## Background\n\n" + filler + "\n",
        frontmatter=f"name: bloated\ndescription: {GOOD_DESCRIPTION}\n",
    )
    assert worse.composite.score is not None and good.composite.score is not None
    assert worse.composite.score < good.composite.score - 5
    assert {"SKILL_TOO_LONG", "BODY_TOO_MANY_TOKENS"} <= {f.rule for f in worse.findings}


def test_breaking_links_lowers_the_score_through_anti_patterns(make_skill: SkillFactory) -> None:
    good = _degraded(make_skill)
    broken = GOOD_BODY.replace("references/columns.md", "references/missing.md").replace(
        "../sql-loader/SKILL.md", "../nowhere/SKILL.md"
    )
    worse = _degraded(
        make_skill, name="broken", body=broken, frontmatter=f"name: broken\ndescription: {GOOD_DESCRIPTION}\n"
    )
    assert worse.composite.score is not None and good.composite.score is not None
    assert worse.composite.score < good.composite.score
    assert sorted(f.rule for f in worse.findings if f.anti_pattern) == ["DEAD_CROSS_REF", "ORPHAN_REFERENCE"]
    assert worse.composite.penalty == pytest.approx(0.90)


def test_a_name_equal_to_its_folder_is_rewarded(make_skill: SkillFactory) -> None:
    matching = _degraded(make_skill)
    other = _degraded(make_skill, name="renamed", frontmatter=f"name: csv-profiler\ndescription: {GOOD_DESCRIPTION}\n")
    assert matching.dimensions["triggering_accuracy"].score is not None
    assert other.dimensions["triggering_accuracy"].score is not None
    assert matching.dimensions["triggering_accuracy"].score > other.dimensions["triggering_accuracy"].score


def test_quick_depth_leaves_four_dimensions_unmeasured(good_skill: Path) -> None:
    result = _score(good_skill)
    unmeasured = {name for name, dim in result.dimensions.items() if not dim.measured}
    assert unmeasured == {"output_quality", "scope_calibration", "robustness", "code_template_quality"}
    assert all(result.dimensions[name].score is None and result.dimensions[name].grade is None for name in unmeasured)
    assert result.composite.coverage == pytest.approx(0.66)
    assert result.composite.confidence == "Estimated"


@pytest.mark.parametrize(
    ("tokens", "cost"), [(1000, 0.0), (2500, 0.0), (3750, 0.125), (5000, 0.25), (7500, 0.35), (20000, 0.45)]
)
def test_activation_cost_grows_with_the_body(tokens: int, cost: float) -> None:
    from skillgrade.layers.static import activation_cost

    assert activation_cost(tokens) == pytest.approx(cost)


def test_the_wording_pre_tests_never_skip_a_match() -> None:
    """Each _Wording rules text out by substring tests before its pattern runs: on real prose and
    on random mixes of its own stems, the answer is always the pattern's."""
    import random

    from skillgrade.layers import static

    rng = random.Random(20261124)
    wordings = [static._INPUT_WORDS, static._OUTPUT_WORDS, static._SUPERVISOR, static._RELATED_WORDS]
    pieces = [stem for w in wordings for stem in w.stems] + [
        "s",
        " ",
        "agents",
        "Sub-Agents",
        "ſ",
        "REQUIRES",
        "Take the",
        ".",
        "-",
        "x",
        "ED",
        "ſpawn",
    ]
    texts = ["".join(rng.choice(pieces) for _ in range(rng.randint(0, 8))) for _ in range(20_000)]
    texts += ["It receives a file.", "Dispatch the work to three sub-agents.", "See Also: the guide.", ""]
    for wording in wordings:
        for text in texts:
            assert (wording.search(text) is None) == (wording.pattern.search(text) is None), (wording.stems, text)


def test_every_cell_of_a_table_row_counts_towards_specificity(make_skill: SkillFactory) -> None:
    """A table row is one source line with a prose piece per cell: all of them are read, not the last."""
    from skillgrade.layers.static import View
    from skillgrade.skill.loader import load_skill

    rows = "| `--out` | `--dry-run` and `--force` |\n| `--jobs` | plain words |\n"
    body = "# Flags\n\n| flag | effect |\n|---|---|\n" + rows
    folder = make_skill("flags-table", body=body)
    skill = load_skill(folder / "SKILL.md", folder.parent, "flags-table")
    assert skill.doc is not None
    view = View(skill, skill.doc, frozenset())
    assert view.prose_specifics(at_least=100) == 4  # --out, --dry-run, --force, --jobs: both cells of each row


def test_one_token_code_blocks_and_bodiless_tables_count_as_nothing(make_skill: SkillFactory) -> None:
    frontmatter = f'name: csv-profiler\ndescription: "{GOOD_DESCRIPTION}"\n'
    stuffed = _score(make_skill("csv-profiler", frontmatter=frontmatter, body=EMPTY_BLOCKS_STUB))
    bare_body = re.sub(r"```\w*\n\w?\n```\n\n?|\| Option.*\n\|-.*\n", "", EMPTY_BLOCKS_STUB)
    assert "```" not in bare_body and "|" not in bare_body
    bare = _score(
        make_skill(
            "csv-profiler-bare", frontmatter=frontmatter.replace("csv-profiler", "csv-profiler-bare"), body=bare_body
        )
    )
    assert stuffed.composite.score == bare.composite.score
    for name, dimension in stuffed.dimensions.items():
        assert dimension.score == bare.dimensions[name].score, name
