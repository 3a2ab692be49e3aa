"""The pull-request review: inline comments on the changed lines of new findings, over real git
histories and the loopback GitHub's review endpoints (which refuse lines outside the diff as
GitHub does)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ci.conftest import TOKEN, PullRequestRepo, git, write
from ci.fake_github import BOT, HUMAN
from ci.skills import BODY, base_tree, skill_md, weaken_a_improve_b
from skillgrade.ci import diff
from skillgrade.ci.github import GitHubClient, GitHubError, RetryPolicy
from skillgrade.ci.review import FINDING_MARKER, REVIEW_MARKER, marker_key

CSV_A = "skills/csv-a/SKILL.md"
EMPTY_SECTION_TAIL = "\n## Notes\n\n## Limits\n\nLarge files are sampled.\n"


def _writes(github) -> list[tuple[str, str]]:
    return [(r.method, r.path.removeprefix("/api/v3/repos/acme/skills")) for r in github.writes()]


def _review_writes(github) -> list[tuple[str, str]]:
    return [w for w in _writes(github) if "/pulls/" in w[1]]


# ----------------------------------------------------------------------------------------------
# The first run, reruns, fixes


def test_each_new_finding_on_a_changed_line_gets_one_comment_and_a_rerun_posts_nothing(make_pr, run_action, github):
    repo = make_pr(base_tree(), {CSV_A: skill_md("csv-wrong") + EMPTY_SECTION_TAIL})

    first = run_action(repo, {"max-drop": ""})

    assert first.code == 0, first.stderr
    comments = github.review_comments()
    placed = sorted((c["line"], c["body"].split("`")[1]) for c in comments)
    lines = (repo.root / CSV_A).read_text().splitlines()
    assert lines[1] == "name: csv-wrong" and lines[67] == "## Notes"
    assert placed == [(2, "NAME_FOLDER_MISMATCH"), (68, "EMPTY_SECTION")]
    assert all(c["path"] == CSV_A and c["side"] == "RIGHT" for c in comments)
    [review] = github.reviews()
    assert review["state"] == "COMMENTED" and review["body"].startswith(REVIEW_MARKER)
    assert "skillgrade: 2 new findings on the lines this pull request changed." in review["body"]
    assert "skillgrade review: submitted as COMMENT; 2 comment(s) posted, 0 kept" in first.stdout

    second = run_action(repo, {"max-drop": ""})

    assert second.code == 0
    assert len(_review_writes(github)) == 1  # the one review of the first run: nothing new, nothing posted
    assert [c["id"] for c in github.review_comments()] == [c["id"] for c in comments]
    assert "no review submitted; 0 comment(s) posted, 2 kept, 0 deleted" in second.stdout
    reads = [r.path for r in github.requests if r.method == "GET" and "/pulls/" in r.path]
    assert reads == ["/api/v3/repos/acme/skills/pulls/7/comments"] * 2  # one listing per run, no per-comment GET


def test_stale_comments_over_several_pages_are_all_found_and_deleted(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    github.open_pull(repo)
    for n in range(120):  # an earlier run's comments whose findings are gone, and one a person wrote
        spec = {"path": CSV_A, "line": 3, "body": f"{FINDING_MARKER}{n:020x} -->\n\nold"}
        github._new_review_comment(7, None, spec, BOT)
    person = github._new_review_comment(7, None, {"path": CSV_A, "line": 3, "body": "Why this change?"}, HUMAN)

    run = run_action(repo, {"max-drop": ""})

    assert run.code == 0
    assert [c["id"] for c in github.review_comments() if c["user"]["type"] == "Bot"] != []  # the new one
    assert {c["body"].split("\n")[0] for c in github.review_comments() if c["user"]["type"] == "Bot"} == {
        c["body"].split("\n")[0] for c in github.review_comments() if "MISSING_TRIGGER" in c["body"]
    }
    assert person["id"] in {c["id"] for c in github.review_comments()}  # never ours to delete
    assert "1 comment(s) posted, 0 kept, 120 deleted" in run.stdout
    pages = [r.query for r in github.requests if r.path.endswith("/pulls/7/comments")]
    assert [dict(p.split("=") for p in query.split("&")) for query in pages] == [
        {"per_page": "100"},
        {"per_page": "100", "page": "2"},
    ]


def test_a_comment_says_what_is_wrong_why_it_matters_and_the_fix_with_a_one_click_suggestion(
    make_pr, run_action, github
):
    repo = make_pr(base_tree(), {CSV_A: skill_md("csv-wrong")})

    run_action(repo, {"max-drop": ""})

    [comment] = github.review_comments()
    body = comment["body"]
    key = marker_key(body)
    assert body.startswith(f"{FINDING_MARKER}{key} -->\n\n**`NAME_FOLDER_MISMATCH`** · ⚠️ warning · ")
    assert "name 'csv-wrong' differs from its folder 'csv-a'" in body
    assert "**Why it matters:** The spec requires `name` to equal the skill's folder name." in body
    assert "**Fix:** Rename the folder or the skill so both are the same." in body
    assert "```suggestion\nname: csv-a\n```" in body
    assert (comment["line"], comment["start_line"]) == (2, None)


def test_a_suggestion_over_several_lines_spans_them(make_pr, run_action, github):
    """``allowed-tools`` as a YAML list (lines 4-6) becomes the spec's string: start_line 4, line 6."""
    tools = "allowed-tools:\n  - Read\n  - Bash(git:*)\n"
    text = skill_md("csv-a").replace("---\n\n", tools + "---\n\n", 1)
    repo = make_pr(base_tree(), {CSV_A: text})

    run_action(repo, {"max-drop": ""})

    [comment] = [c for c in github.review_comments() if "FIELD_TYPE" in c["body"]]
    assert (comment["start_line"], comment["line"], comment["start_side"]) == (4, 6, "RIGHT")
    assert "```suggestion\nallowed-tools: Read Bash(git:*)\n```" in comment["body"]


def test_applying_the_suggestion_removes_the_finding(make_pr, run_action, github, tmp_path):
    """What the author's one click does: the suggested line replaces line 2, and the rule is quiet."""
    repo = make_pr(base_tree(), {CSV_A: skill_md("csv-wrong")})
    run_action(repo, {"max-drop": ""})
    [comment] = github.review_comments()
    suggested = comment["body"].split("```suggestion\n")[1].split("\n```")[0]

    lines = (repo.root / CSV_A).read_text().splitlines(keepends=True)
    lines[comment["line"] - 1] = suggested + "\n"
    repo.commit({CSV_A: "".join(lines)}, "apply suggestion")
    rerun = run_action(repo, {"max-drop": ""})

    assert rerun.code == 0
    assert github.review_comments() == []  # the finding is gone: its comment was deleted
    assert "0 comment(s) posted, 0 kept, 1 deleted" in rerun.stdout
    scored = subprocess.run(
        [str(Path(sys.executable).parent / "skillgrade"), "score", str(repo.root / "skills/csv-a"), "--format", "json"],
        capture_output=True,
        text=True,
    )
    rules = [f["rule"] for s in json.loads(scored.stdout)["skills"] for f in s["findings"]]
    assert "NAME_FOLDER_MISMATCH" not in rules


def test_a_fixed_finding_with_a_reply_is_resolved_not_deleted(make_pr, run_action, github):
    repo = make_pr(base_tree(), {CSV_A: skill_md("csv-wrong") + EMPTY_SECTION_TAIL})
    run_action(repo, {"max-drop": ""})
    by_rule = {c["body"].split("`")[1]: c for c in github.review_comments()}
    answered = by_rule["EMPTY_SECTION"]["id"]
    github.reply(answered, "Will fill this in.")

    repo.commit({CSV_A: skill_md("csv-wrong") + "\n## Notes\n\nSampled above 1 GB.\n"}, "fill the section")
    rerun = run_action(repo, {"max-drop": ""})

    remaining = {c["id"] for c in github.review_comments()}
    assert answered in remaining and answered in github.state.resolved  # the conversation stays, resolved
    assert by_rule["NAME_FOLDER_MISMATCH"]["id"] in remaining  # still there: kept, not posted again
    assert "0 comment(s) posted, 1 kept, 0 deleted, 1 resolved" in rerun.stdout

    third = run_action(repo, {"max-drop": ""})
    assert "0 deleted, 0 resolved" in third.stdout  # an already resolved thread is left alone


def test_a_new_finding_on_a_line_the_pull_request_did_not_change_goes_to_the_summary_comment(
    make_pr, run_action, github
):
    """Moving a skill's folder (content unchanged) makes its name mismatch: line 2 is not in the diff."""
    repo = make_pr(base_tree(), {})
    git(repo.root, "mv", "skills/csv-b", "skills/csv-c")
    git(repo.root, "commit", "-q", "-m", "move csv-b")
    repo.head = git(repo.root, "rev-parse", "HEAD")

    run = run_action(repo, {"max-drop": ""})

    assert run.code == 0, run.stderr
    assert github.review_comments() == [] and github.reviews() == []
    [comment] = github.comments()
    assert "💬 Review: 1 new finding elsewhere: listed below only." in comment["body"]
    assert "`NAME_FOLDER_MISMATCH` SKILL.md:2" in comment["body"]


def test_lines_of_githubs_merge_commit_are_carried_to_the_head(tmp_path, run_action, github):
    """actions/checkout checks out refs/pull/N/merge: when the base branch added lines above, the
    finding's line there is not the head's; the comment must sit on the head's line."""
    root = tmp_path / "repo"
    root.mkdir()
    git(root, "init", "-q", "-b", "main")
    write(root, base_tree())
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "base")
    fork_point = git(root, "rev-parse", "HEAD")
    git(root, "checkout", "-q", "-b", "feature")
    write(root, {CSV_A: skill_md("csv-a") + EMPTY_SECTION_TAIL})
    git(root, "commit", "-qam", "feature")
    head = git(root, "rev-parse", "HEAD")
    git(root, "checkout", "-q", "main")
    intro = "Produces a short, factual profile of a delimited file so the user can decide whether it is safe to\n"
    extra = "It works on files of any size.\nIt never uploads them.\n"
    write(root, {CSV_A: skill_md("csv-a", body=BODY.replace(intro, extra + intro))})
    git(root, "commit", "-qam", "main moves on")
    base = git(root, "rev-parse", "HEAD")
    git(root, "checkout", "-q", "--detach", base)
    git(root, "merge", "-q", "--no-edit", head)  # what GitHub's test merge commit holds
    repo = PullRequestRepo(root, base, head)
    assert diff.line_mapper(root, "HEAD", head)(CSV_A, 70) == 68

    run = run_action(repo, {"max-drop": ""})

    assert run.code == 0, run.stderr
    [comment] = github.review_comments()
    assert (comment["line"], comment["commit_id"]) == (68, head)
    assert git(root, "show", f"{head}:{CSV_A}").splitlines()[67] == "## Notes"
    assert git(root, "merge-base", base, head) == fork_point


# ----------------------------------------------------------------------------------------------
# request-changes


def test_request_changes_while_the_gate_fails_once_and_dismissed_when_it_passes(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    inputs = {"max-drop": "5", "review": "request-changes"}

    failing = run_action(repo, inputs)
    again = run_action(repo, inputs)

    assert (failing.code, again.code) == (1, 1)
    [review] = github.reviews()  # the second failing run does not request changes twice
    assert review["state"] == "CHANGES_REQUESTED"
    assert "**skillgrade: ❌ the gate failed**\n\n- skills/csv-a: dropped 28.3 points (max 5)" in review["body"]

    repo.commit({CSV_A: skill_md("csv-a")}, "restore csv-a")
    passing = run_action(repo, inputs)

    assert passing.code == 0
    assert [r["state"] for r in github.reviews()] == ["DISMISSED"]
    put = [w for w in _writes(github) if w[0] == "PUT"]
    assert put == [("PUT", f"/pulls/7/reviews/{review['id']}/dismissals")]
    assert "1 review(s) dismissed" in passing.stdout


def test_request_changes_without_new_findings_still_requests_changes(make_pr, run_action, github):
    """A gate that fails on a score drop alone: no inline comment, but the review says why."""
    repo = make_pr(base_tree(), {CSV_A: skill_md("csv-a", body=BODY.split("## Examples")[0])})

    run = run_action(repo, {"max-drop": "1", "review": "request-changes", "fail-on": "none"})

    assert run.code == 1, run.stdout
    [review] = github.reviews()
    assert review["state"] == "CHANGES_REQUESTED" and "dropped" in review["body"]


def test_review_off_posts_no_review(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run_action(repo, {"review": "off", "max-drop": ""})

    assert _review_writes(github) == [] and github.requests and "💬" not in github.comments()[0]["body"]


# ----------------------------------------------------------------------------------------------
# GitHub's limits


def test_more_findings_than_one_review_carries_are_listed_in_its_body(make_pr, run_action, github):
    sections = "".join(f"\n## Empty {n}\n" for n in range(30)) + "\n## Last\n\nText.\n"
    repo = make_pr(base_tree(), {CSV_A: skill_md("csv-a") + sections})

    run = run_action(repo, {"max-drop": ""})

    assert run.code == 0
    assert len(github.review_comments()) == 25
    [review] = github.reviews()
    assert "More new findings on changed lines than the 25 comments one review carries:" in review["body"]
    assert review["body"].count("- ℹ️ `EMPTY_SECTION`") == 5
    assert "25 comment(s) posted" in run.stdout and "5 listed in the review body" in run.stdout


def test_a_line_github_refuses_falls_back_to_the_review_body(make_pr, run_action, github):
    """GitHub's own 422 (its diff differs from ours, the head moved): the findings go to the body."""
    github.fail(
        "POST",
        r"/pulls/7/reviews$",
        422,
        {
            "message": "Unprocessable Entity",
            "errors": ["Pull request review thread line must be part of the diff"],
            "documentation_url": "https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request",
        },
    )
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, {"max-drop": ""})

    assert run.code == 0
    assert github.review_comments() == []
    [review] = github.reviews()
    assert "could not be placed on their lines" in review["body"] and "`MISSING_TRIGGER`" in review["body"]


def test_the_secondary_rate_limit_is_waited_out(make_pr, run_action, github):
    secondary = {"message": "You have exceeded a secondary rate limit. Please wait a few minutes before you try again."}
    github.fail("POST", r"/pulls/7/reviews$", 403, secondary, headers={"Retry-After": "1"})
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, {"max-drop": ""})

    assert run.code == 0
    assert len(github.review_comments()) == 1
    assert [w for w in _writes(github) if w[1].endswith("/reviews")] == [("POST", "/pulls/7/reviews")] * 2


def test_a_rate_limit_that_does_not_lift_degrades_without_touching_the_gate(make_pr, run_action, github):
    github.fail("POST", r"/pulls/7/reviews$", 429, {"message": "API rate limit exceeded"}, {"Retry-After": "0"}, 9)
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, {"max-drop": "5"})

    assert run.code == 1  # csv-a's drop: the gate's answer, as without a review
    assert len([w for w in _writes(github) if w[1].endswith("/reviews")]) == 4  # the bound: 4 tries
    assert "::warning title=skillgrade::could not update the review comments (GitHub API answered 429" in run.stdout
    [comment] = github.comments()  # the summary comment still went out, and does not claim the review did
    assert "💬 Review: 1 new finding on changed lines could not be posted as review comments" in comment["body"]
    assert "commented on the line" not in comment["body"]


# ----------------------------------------------------------------------------------------------
# Forks and tokens


def test_a_fork_falls_back_to_annotations_and_says_so_once(make_pr, run_action, github):
    github.state.read_only = True
    repo = make_pr(base_tree(), {CSV_A: skill_md("csv-wrong")})

    run = run_action(repo, {"max-drop": ""}, fork=True)

    assert run.code == 0
    assert github.reviews() == [] and github.review_comments() == []
    assert not any(w[1].endswith("/reviews") for w in _writes(github))  # the refused comment says enough
    assert run.stdout.count("::notice title=skillgrade%3A read-only token::") == 1
    assert "the new findings that would have been review comments are the annotations" in run.stdout
    first = next(line for line in run.stdout.splitlines() if line.startswith(("::warning file", "::error file")))
    assert "title=skillgrade NAME_FOLDER_MISMATCH" in first and "line=2" in first


def test_a_plain_run_step_uses_github_token_from_its_environment(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, plain=True, GITHUB_TOKEN=TOKEN)

    assert run.code == 1  # the defaults: max-drop 5
    assert len(github.comments()) == 1 and len(github.reviews()) == 1
    assert all(r.headers["authorization"] == f"token {TOKEN}" for r in github.requests)
    assert f"::add-mask::{TOKEN}" in run.stdout


# ----------------------------------------------------------------------------------------------
# The loopback GitHub's validation, through the client


@pytest.fixture
def opened(make_pr, github) -> PullRequestRepo:
    repo = make_pr(base_tree(), {CSV_A: skill_md("csv-a", description="Helps with CSV files.")})
    github.open_pull(repo)
    return repo


def _client(github) -> GitHubClient:
    return GitHubClient(TOKEN, "acme/skills", github.api_url, retry=RetryPolicy(attempts=1), sleep=lambda _s: None)


@pytest.mark.parametrize(
    ("comment", "error"),
    [
        ({"path": CSV_A, "line": 40}, "Pull request review thread line must be part of the diff"),
        ({"path": "README.md", "line": 1}, "Path could not be resolved"),
        ({"path": CSV_A, "line": 3, "start_line": 3}, "start line must precede the end line"),
        ({"path": CSV_A, "line": 6, "start_line": 1}, None),
    ],
)
def test_the_fake_refuses_lines_outside_the_diff_like_github(opened, github, comment, error):
    client = _client(github)
    spec = {"side": "RIGHT", "body": "x", **comment}
    if error is None:  # lines 1-6 are the hunk around line 3 (three lines of context): accepted
        client.create_review(7, opened.head, "", "COMMENT", [spec])
        assert len(github.review_comments()) == 1
        return
    with pytest.raises(GitHubError) as raised:
        client.create_review(7, opened.head, "", "COMMENT", [spec])
    assert raised.value.status == 422 and error in str(raised.value)
    assert github.reviews() == []  # all or nothing


def test_added_lines_are_the_right_side_of_the_diff_without_context(opened):
    added = diff.added_lines(opened.root, opened.base, opened.head)
    assert added == {CSV_A: frozenset({3})}


def test_why_it_matters_is_whole_sentences_of_the_rules_documentation():
    from skillgrade.ci.review import why_it_matters
    from skillgrade.rules import all_rules

    for _family, rule in all_rules().values():
        why = why_it_matters(rule.docs)
        assert 0 < len(why) <= 322 and "\n" not in why, rule.id
        assert rule.docs.replace("\n", " ").replace("  ", " ").startswith(why.removesuffix(" …").removesuffix("…"))
    long = "First sentence is here. " * 30
    assert why_it_matters(long) == ("First sentence is here. " * 13).strip() + " …"
