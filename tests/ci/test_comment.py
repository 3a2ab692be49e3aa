"""The comment body: added, removed and renamed skills, escaping, the size limit, the digest."""

from __future__ import annotations

from skillgrade.ci.comment import GITHUB_LIMIT, RunFacts, render_comment, render_summary
from skillgrade.ci.delta import Gates, build_delta
from skillgrade.ci.snapshot import Digest, FindingRef, FixRef, Snapshot, decode_digest, encode_digest
from skillgrade.findings import Severity
from skillgrade.scoring.dimensions import DIMENSIONS


def snap(
    folder: str,
    score: float,
    badge: str = "gold",
    findings: int = 0,
    message: str = "problem",
    confidence: str | None = None,
    untrusted: str | None = None,
) -> Snapshot:
    return Snapshot(
        confidence=confidence,
        untrusted=untrusted,
        folder=folder,
        name=folder.rsplit("/", 1)[-1],
        score=score,
        badge=badge,
        badge_label=badge.title(),
        passed=True,
        dimensions=dict.fromkeys(DIMENSIONS, score / 100),
        findings=[
            FindingRef(rule="SOME_RULE", severity=Severity.WARNING, file="SKILL.md", line=i, message=f"{message} {i}")
            for i in range(findings)
        ],
    )


def test_added_removed_and_renamed_skills():
    gates = Gates(fail_below=50, fail_on=frozenset({"new-findings"}))
    deltas = [
        build_delta("added", "skills/new", None, None, snap("skills/new", 70, "silver", findings=1), gates),
        build_delta("removed", "skills/old", "skills/old", snap("skills/old", 80), None, gates),
        build_delta("renamed", "skills/b", "skills/a", snap("skills/a", 80), snap("skills/b", 80), gates),
    ]
    body = render_comment(deltas, RunFacts(base_sha="a" * 40, head_sha="b" * 40))
    rows = [line for line in body.splitlines() if line.startswith("| skills/")]
    assert rows == [
        "| skills/new | 🆕 added | 70.0 | — | Silver | ❌ 1 new finding |",
        "| skills/a → skills/b | renamed | 80.0 → **80.0** | ±0 | Gold | ✅ |",
        "| skills/old | 🗑️ removed | 80.0 → — | — | Gold | ✅ |",
    ]
    assert "<summary>2 passing skills</summary>" in body  # collapsed below the failing one
    assert "### skills/old" not in body  # a removed skill has its row, and no section (a bare heading)
    assert "<summary>Details of 1 passing skill</summary>" in body  # the renamed one only
    assert "## skillgrade: ❌ gate failed for 1 skill of 3 changed" in body


def test_user_text_is_escaped_and_cannot_ping_or_break_the_table():
    evil = snap("skills/x", 60, findings=1, message="see | <script> @octocat `x`")
    delta = build_delta("added", "skills/x_y", None, None, evil, Gates())
    body = render_comment([delta], RunFacts())
    assert "skills/x\\_y" in body
    assert "see \\| \\<script\\> @&#8203;octocat \\`x\\`" in body
    assert "<script>" not in body and "@octocat" not in body


def test_a_huge_comparison_stays_under_githubs_limit_and_points_to_the_summary():
    deltas = [
        build_delta(
            "modified",
            f"skills/s{i:03}",
            f"skills/s{i:03}",
            snap(f"skills/s{i:03}", 80),
            snap(f"skills/s{i:03}", 70, findings=30, message="x" * 150),
            Gates(max_drop=5),
        )
        for i in range(200)
    ]
    digest = encode_digest(Digest(snapshots={str(i): d.after for i, d in enumerate(deltas) if d.after}))
    facts = RunFacts(summary_url="https://github.com/acme/skills/actions/runs/1")
    body = render_comment(deltas, facts, digest)
    assert len(body) < GITHUB_LIMIT
    assert "left out to stay under GitHub's 65,536-character limit: see the [job summary](https://github.com/" in body
    assert body.count("| skills/s") >= 200  # every skill keeps its overview row
    summary = render_summary(body, "# full report")
    assert summary.endswith("# full report\n") and "<!-- skillgrade:" not in summary


def test_the_digest_round_trips_and_damage_means_empty():
    digest = Digest(snapshots={"tree-fp": snap("skills/a", 81.5, findings=2)})
    text = encode_digest(digest)
    assert "--" not in text[4:-3]
    assert decode_digest(f"body\n{text}\n") == digest
    assert decode_digest("<!-- skillgrade:digest v1 bm90IHpsaWI= -->") == Digest()
    assert decode_digest("no digest") == Digest()


def test_the_gate_and_the_displayed_delta_round_the_same_way():
    delta = build_delta(
        "modified", "skills/x", "skills/x", snap("skills/x", 80.06), snap("skills/x", 57.14), Gates(max_drop=5)
    )
    assert delta.failures == ["dropped 23.0 points (max 5)"]  # 80.1 → 57.1 on screen, not 22.92
    body = render_comment([delta], RunFacts())
    assert "| skills/x | modified | 80.1 → **57.1** | 🔻 −23.0 |" in body
    assert "❌ dropped 23.0 points (max 5) |" in body


def test_security_findings_are_listed_first():
    findings = [
        FindingRef(rule="DEAD_LINK", severity=Severity.ERROR, file="SKILL.md", line=2, message="a", fingerprint="1"),
        FindingRef(
            rule="HIDDEN_TEXT", severity=Severity.WARNING, file="SKILL.md", line=9, message="b", category="security"
        ),
    ]
    after = snap("skills/x", 80).model_copy(update={"findings": findings})
    body = render_comment([build_delta("added", "skills/x", None, None, after, Gates())], RunFacts())
    listed = [line.split("`")[1] for line in body.splitlines() if line.startswith("- ")]
    assert listed == ["HIDDEN_TEXT", "DEAD_LINK"]


def test_each_section_names_its_confidence_and_an_untrusted_score_is_flagged():
    before = snap("skills/x", 70, confidence="Assessed")
    why = "SKILL.md:12 addresses the evaluator (EVALUATOR_INJECTION)"
    after = snap("skills/x", 90, confidence="Untrusted", untrusted=why)
    fine = snap("skills/y", 60, confidence="Estimated")
    body = render_comment(
        [
            build_delta("modified", "skills/x", "skills/x", before, after, Gates()),
            build_delta("added", "skills/y", None, None, fine, Gates()),
        ],
        RunFacts(),
    )
    assert "### skills/x · 70.0 → **90.0** (🔺 +20.0) · Untrusted · ✅" in body
    assert "> **Untrusted score:** SKILL.md:12 addresses the evaluator (EVALUATOR\\_INJECTION)" in body
    assert "### skills/y · 60.0 (—) · Estimated · ✅" in body
    assert body.count("Untrusted score") == 1


def test_the_new_findings_gate_counts_what_the_list_shows_or_names_what_it_leaves_out():
    warning = FindingRef(rule="STUB_BODY", severity=Severity.WARNING, file="SKILL.md", line=5, message="stub")
    info = FindingRef(rule="EMPTY_SECTION", severity=Severity.INFO, file="SKILL.md", line=9, message="empty")
    head = snap("skills/a", 70, "silver").model_copy(update={"findings": [warning, info]})
    delta = build_delta("added", "skills/a", None, None, head, Gates(fail_on=frozenset({"new-findings"})))

    body = render_comment([delta], RunFacts())

    assert delta.failures == ["1 new finding (info findings not counted: 1)"]
    assert "**New findings (2)**" in body


def test_a_failing_skill_shows_its_top_fixes():
    fixes = [
        FixRef(title="Remove the blocking error", gain=None, actions=["Quote the description."]),
        FixRef(title="Triggering accuracy is 0.33", gain=12.5, actions=["Add 'Use when …'."]),
    ]
    head = snap("skills/a", 40, "none").model_copy(update={"fixes": fixes})
    delta = build_delta("added", "skills/a", None, None, head, Gates(fail_below=50))

    body = render_comment([delta], RunFacts())

    assert (
        "**🔧 Fix first**\n\n1. **⛔ blocks the gate** · Remove the blocking error\n   - Quote the description.\n"
        "2. **+12.5 pts** · Triggering accuracy is 0.33\n   - Add 'Use when …'." in body
    )
    assert "**🔧 Fix first**" not in render_comment([delta.model_copy(update={"failures": []})], RunFacts())


def test_the_digest_leaves_the_fixes_out():
    with_fixes = snap("skills/a", 40, "none").model_copy(update={"fixes": [FixRef(title="x" * 500, gain=1.0)]})
    digest = Digest(snapshots={"k": with_fixes})

    decoded = decode_digest(encode_digest(digest))

    assert decoded.snapshots["k"].fixes == [] and decoded.snapshots["k"].score == 40
    assert len(encode_digest(digest)) == len(encode_digest(Digest(snapshots={"k": snap("skills/a", 40, "none")})))
