"""``skillgrade action`` end to end: a real git repository, a real event payload, the real PyGithub
talking HTTP to a loopback GitHub, and the same console script the Docker image runs."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ci.conftest import TOKEN, git
from ci.skills import base_tree, skill_md, weaken_a_improve_b

MARKER = "<!-- skillgrade:comment -->"


def test_a_pull_request_gets_one_comment_with_deltas_and_a_failing_gate(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, {"max-drop": "5", "status": "on"})

    assert run.code == 1, run.stderr
    [comment] = github.comments()
    body = comment["body"]
    assert body.startswith(MARKER + "\n\n## skillgrade: ❌ gate failed for 1 skill of 2 changed\n")
    assert f"Head `{repo.head[:7]}` compared with its merge base with `main` `{repo.base[:7]}` · quick depth" in body
    rows = [line for line in body.splitlines() if line.startswith("| skills/")]
    assert rows == [
        "| skills/csv-a | modified | 90.3 → **62.0** | 🔻 −28.3 | Platinum ★★★★★ → Bronze ★★ "
        "| ❌ dropped 28.3 points (max 5) |",
        "| skills/csv-b | modified | 88.5 → **90.3** | 🔺 +1.8 | Gold ★★★★ → Platinum ★★★★★ | ✅ |",
    ]
    assert "| Triggering accuracy | 1.00 | 0.33 | 🔻 −0.67 |" in body  # dimensions on their 0–1 scale
    assert "| Structural completeness | 0.70 | 1.00 | 🔺 +0.30 |" in body
    assert "Output quality" not in body  # unmeasured on both sides at quick depth: no row
    # csv-a and csv-b share their text on both sides: the near-duplicate finding is unchanged, not new.
    assert "**New findings (1)**\n\n- ⚠️ `MISSING_TRIGGER` SKILL.md:3:" in body
    assert "- ⚠️ `NEAR_DUPLICATE_SIBLING` SKILL.md:5:" in body.split("Unchanged findings")[1]
    assert "| skills/untouched" not in body  # no row: only named as csv-b's closest sibling
    assert "<sub>skillgrade " in body and "quick depth · model: none (static checks only) · $0 · 0 tokens" in body
    assert re.search(r"<!-- skillgrade:digest v1 [A-Za-z0-9+/=]+ -->\n$", body)

    assert run.outputs["passed"] == "false"
    assert json.loads(run.outputs["changed-skills"]) == ["skills/csv-a", "skills/csv-b"]
    assert run.outputs["score"] == "76.2" and run.outputs["badge"] == "silver"  # one decimal, as shown
    report = json.loads((repo.root / run.outputs["report"]).read_text())
    assert [s["folder"] for s in report["skills"]] == ["skills/csv-a", "skills/csv-b"]

    assert (
        "::error file=skills/csv-a/SKILL.md,title=skillgrade gate::skills/csv-a fails the gate: "
        "dropped 28.3 points (max 5)" in run.stdout
    )
    assert "::warning file=skills/csv-a/SKILL.md,line=3,title=skillgrade MISSING_TRIGGER::" in run.stdout
    assert "## skillgrade: ❌ gate failed for 1 skill of 2 changed" in run.summary
    assert "<!-- skillgrade:digest" not in run.summary
    assert "### 🔧 Fix first" in run.summary  # the full Markdown report follows the comparison
    # The report's own verdict sits under a heading of its own, never as a second "## skillgrade: …".
    assert run.summary.count("## skillgrade:") == 1
    assert "## Full report of the changed skills at the head\n\n_The gate is the one above." in run.summary
    # The failing skill's section leads with its top fixes, as the CLI does.
    section = body.split("### skills/csv-a")[1].split("### ")[0]
    assert "**🔧 Fix first**\n\n1. **+" in section and "Triggering accuracy" in section

    [status] = github.state.statuses
    assert status["sha"] == repo.head and status["state"] == "failure" and status["context"] == "skillgrade"
    assert status["description"].startswith("1 skill(s) failed: skills/csv-a dropped 28.3 points")
    assert status["target_url"] == "https://github.com/acme/skills/actions/runs/4242"
    assert [(r.method, r.path) for r in github.writes()] == [
        ("POST", "/api/v3/repos/acme/skills/issues/7/comments"),
        ("POST", "/api/v3/repos/acme/skills/pulls/7/reviews"),
        ("POST", f"/api/v3/repos/acme/skills/statuses/{repo.head}"),
    ]
    # The new finding sits on the description line the pull request changed: one review comment there.
    [review] = github.reviews()
    assert review["state"] == "COMMENTED" and review["commit_id"] == repo.head
    [inline] = github.review_comments()
    assert (inline["path"], inline["line"], inline["side"]) == ("skills/csv-a/SKILL.md", 3, "RIGHT")
    assert inline["body"].startswith("<!-- skillgrade:finding ")
    assert "**`MISSING_TRIGGER`** · ⚠️ warning" in inline["body"] and "**Fix:** Add 'Use when" in inline["body"]
    assert "💬 Review: 1 new finding on changed lines: commented on the line." in body
    assert all(r.headers["authorization"] == f"token {TOKEN}" for r in github.requests)


def test_a_second_run_edits_the_same_comment_and_reuses_base_scores(make_pr, run_action, github, tmp_path):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    first = run_action(repo, {"max-drop": "5"})
    [original] = github.comments()
    repo.commit({"skills/csv-a/SKILL.md": skill_md("csv-a")}, "restore a")

    # A fresh runner: no score cache, so the base scores come from the digest in the comment.
    second = run_action(repo, {"max-drop": "5"}, SKILLGRADE_CACHE_DIR=str(tmp_path / "other-cache"))

    assert (first.code, second.code) == (1, 0)
    [comment] = github.comments()
    assert comment["id"] == original["id"]
    assert comment["body"].startswith(MARKER + "\n\n## skillgrade: ✅ gate passed · 1 skill changed\n")
    assert "base scores: 1 from the previous comment" in second.stdout
    assert "skills/csv-a" not in comment["body"]  # back to the base version: unchanged, not scored
    [inline] = github.review_comments() or [None]
    methods = [(r.method, r.path.rsplit("/", 2)[-2:]) for r in github.writes()]
    assert methods[:3] == [
        ("POST", ["7", "comments"]),
        ("POST", ["7", "reviews"]),
        ("PATCH", ["comments", str(original["id"])]),
    ]
    assert methods[3][0] == "DELETE" and methods[3][1][0] == "comments"  # csv-a's finding is fixed: its comment goes
    assert inline is None and len(methods) == 4
    assert git(repo.root, "worktree", "list").count("\n") == 0  # the base worktree is gone


def test_on_change_posts_nothing_when_nothing_changed(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    inputs = {"comment": "on-change", "max-drop": ""}
    assert run_action(repo, inputs).code == 0  # no max-drop gate: the weakened skill has no error finding
    assert [r.path.rsplit("/", 1)[-1] for r in github.writes()] == ["comments", "reviews"]

    again = run_action(repo, inputs)

    assert again.code == 0
    assert len(github.writes()) == 2  # neither the comment nor the review comment is posted again
    assert len(github.comments()) == 1 and len(github.review_comments()) == 1


def test_on_change_stays_silent_on_a_pull_request_that_changes_no_skill(make_pr, run_action, github):
    repo = make_pr(base_tree(), {"README.md": "# Skills\n\nNow with a longer readme.\n"})

    run = run_action(repo, {"comment": "on-change"})

    assert run.code == 0
    assert github.writes() == [] and github.comments() == []
    assert run.outputs["changed-skills"] == "[]" and run.outputs["passed"] == "true"
    assert "## skillgrade: ✅ no skill changed" in run.summary


def test_a_fork_with_a_read_only_token_still_gates_and_summarises(make_pr, run_action, github):
    github.state.read_only = True
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, {"max-drop": "5", "status": "on"}, fork=True)

    assert run.code == 1
    assert github.comments() == [] and github.state.statuses == []
    assert [r.method for r in github.writes()] == ["POST", "POST"]  # one try each: a 403 is not retried
    assert "::notice title=skillgrade%3A read-only token::" in run.stdout
    assert "workflow_run" in run.stdout
    assert "## skillgrade: ❌ gate failed for 1 skill of 2 changed" in run.summary
    assert "`workflow_run`" in run.summary
    assert run.outputs["passed"] == "false"


def test_secrets_are_masked_first_and_never_printed(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    api_key = "sk-test-apikey-0123456789abcdef"

    run = run_action(repo, {"api-key": api_key})

    first, second = run.stdout.splitlines()[:2]
    assert {first, second} == {f"::add-mask::{TOKEN}", f"::add-mask::{api_key}"}
    rest = "\n".join(run.stdout.splitlines()[2:]) + run.stderr + run.summary + github.comments()[0]["body"]
    assert TOKEN not in rest and api_key not in rest


def test_the_report_output_is_a_valid_report(make_pr, run_action, cli):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    run = run_action(repo, {"max-drop": ""})
    merged = cli("merge", Path(repo.root / run.outputs["report"]))
    assert merged.code == 0, merged.err
    assert merged.json()["summary"]["skills"] == 2


def test_added_removed_and_renamed_skills_in_a_real_run(make_pr, run_action, github):
    repo = make_pr(
        base_tree(),
        {
            "skills/untouched/SKILL.md": None,
            "skills/csv-b/SKILL.md": None,
            "skills/csv-b2/SKILL.md": base_tree()["skills/csv-b/SKILL.md"],
            "skills/fresh/SKILL.md": skill_md("fresh", body="# Fresh\n\nA new skill, nothing like the others.\n"),
        },
    )

    run = run_action(repo, {"fail-on": "new-findings"})

    rows = [line.split(" | ")[:3] for line in github.comments()[0]["body"].splitlines() if line.startswith("| skills/")]
    assert rows == [
        ["| skills/csv-b → skills/csv-b2", "renamed", "88.5 → **86.7**"],
        ["| skills/fresh", "🆕 added", "51.1"],
        ["| skills/untouched", "🗑️ removed", "90.4 → —"],
    ]
    # The renamed skill's name no longer matches its folder, and the added skill is a stub: new findings.
    assert run.code == 1
    assert "skills/csv-b2 fails the gate: 1 new finding" in run.stdout
    assert "skills/fresh fails the gate: 1 new finding" in run.stdout
    assert "skills/untouched fails" not in run.stdout
    assert json.loads(run.outputs["changed-skills"]) == ["skills/csv-b2", "skills/fresh", "skills/untouched"]


def test_a_comment_too_long_for_github_is_replaced_by_a_pointer_to_the_summary(make_pr, run_action, github):
    github.fail("POST", r"/issues/7/comments$", 422, {"message": "Validation Failed", "errors": ["Body is too long"]})
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo)

    [comment] = github.comments()
    assert comment["body"].startswith(
        f"{MARKER}\n\n## skillgrade: ❌ gate failed for 1 skill of 2 changed\n\n"
        "The full comparison did not fit in a comment: see the "
        "[job summary](https://github.com/acme/skills/actions/runs/4242).\n\n"
        "- ❌ skills/csv-a: dropped 28.3 points (max 5)\n\n<!-- skillgrade:digest v1 "
    )
    assert run.code == 1


def test_a_github_outage_never_hides_the_gate_result(make_pr, run_action, github):
    github.fail("POST", r"/issues/7/comments$", 500, headers={"Retry-After": "0"}, times=10)
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo)

    assert run.code == 1
    assert "::warning title=skillgrade::could not post the comment: GitHub API answered 500: boom" in run.stdout
    assert len([r for r in github.writes() if r.path.endswith("/issues/7/comments")]) == 4  # retried, then given up
    assert "## skillgrade: ❌ gate failed" in run.summary


def test_duplicate_sticky_comments_are_cleaned_up(make_pr, run_action, github):
    older = github.add_comment(f"{MARKER}\nfrom an earlier run")
    github.add_comment(f"{MARKER}\nfrom a concurrent run")
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run_action(repo)

    [comment] = github.comments()
    assert comment["id"] == older and "## skillgrade:" in comment["body"]


def test_outside_a_pull_request_every_selected_skill_is_scored_and_cached(make_pr, run_action, github, tmp_path):
    repo = make_pr(base_tree(), {})
    push = {"ref": "refs/heads/main", "after": repo.head, "repository": {"full_name": "acme/skills"}}

    run = run_action(repo, {"paths": "skills/csv-*"}, payload=push)

    assert run.code == 0 and github.requests == []
    assert json.loads(run.outputs["changed-skills"]) == ["skills/csv-a", "skills/csv-b"]
    assert len(list((tmp_path / "cache" / "scores").rglob("*.json"))) == 2
    # A pull request on top of it finds both base scores in that cache.
    repo.commit(weaken_a_improve_b())
    pr = run_action(repo)
    assert "base scores: 2 from the cache" in pr.stdout


def test_a_judge_that_fails_makes_the_action_exit_4_unless_degrading_is_allowed(make_pr, run_action, github):
    from llm.fake_server import FakeServer, Reply, openai_error

    repo = make_pr(base_tree(), weaken_a_improve_b())
    server = FakeServer().start()
    server.script(*[Reply(401, openai_error("Incorrect API key provided"))] * 200)
    inputs = {"depth": "standard", "provider": "openai-compatible", "model": "m", "base-url": server.url}
    try:
        strict = run_action(repo, {**inputs, "max-drop": ""})
        strict_body = github.comments()[0]["body"]
        allowed = run_action(repo, {**inputs, "max-drop": "", "allow-degraded": "on"})
    finally:
        server.stop()
    assert strict.code == 4, strict.stderr
    assert "::error title=skillgrade::degraded: the LLM judge failed for 2 skills" in strict.stdout
    # The comment leads with it too, right under the headline and context, before any table.
    warning = strict_body.index("> [!WARNING]\n> degraded: the LLM judge failed for 2 skills")
    assert warning < strict_body.index("| skills/")
    # A degraded result carries no badge: not in the comment, not in the action's outputs.
    assert "★" not in strict_body and "Bronze" not in strict_body and "Silver" not in strict_body
    assert strict.outputs.get("badge", "") == ""
    assert allowed.code == 0, allowed.stderr
    assert "::warning title=skillgrade::degraded: the LLM judge failed" in allowed.stdout
