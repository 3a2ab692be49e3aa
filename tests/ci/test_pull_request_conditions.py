"""The action under real pull-request conditions: a base branch that moved on after the branch point,
and a GitHub that is down, slow or answers garbage. Real git, real PyGithub, loopback sockets."""

from __future__ import annotations

import json
import socket
import time

from ci.conftest import PullRequestRepo, git, write
from ci.skills import WEAK_DESCRIPTION, base_tree, skill_md, weaken_a_improve_b
from skillgrade.ci import git as ci_git
from skillgrade.ci.changes import SkillChange, detect_changes

BROKEN = "# no frontmatter at all\n\nThis skill cannot load.\n"


def main_moves_on(repo: PullRequestRepo) -> str:
    """After the branch point, main adds a broken skill, edits another and removes a third."""
    git(repo.root, "checkout", "-q", "main")
    write(
        repo.root,
        {
            "skills/added-on-main/SKILL.md": BROKEN,
            "skills/csv-b/SKILL.md": skill_md("csv-b", description=WEAK_DESCRIPTION),
            "skills/untouched/SKILL.md": None,
        },
    )
    git(repo.root, "add", "-A")
    git(repo.root, "commit", "-q", "-m", "main moves on")
    tip = git(repo.root, "rev-parse", "HEAD")
    git(repo.root, "checkout", "-q", "feature")
    return tip


def test_changes_are_counted_from_the_merge_base_not_the_base_tip(make_pr):
    repo = make_pr(base_tree(), {"skills/csv-a/SKILL.md": skill_md("csv-a", description=WEAK_DESCRIPTION)})
    branch_point = repo.base
    tip = main_moves_on(repo)

    assert ci_git.merge_base(repo.root, tip, repo.head) == branch_point
    # What two dots would have blamed on the pull request: everything main did meanwhile.
    assert len(detect_changes(repo.root, tip, repo.head)) == 4
    assert detect_changes(repo.root, branch_point, repo.head) == [
        SkillChange("modified", "skills/csv-a", "skills/csv-a")
    ]


def test_a_branch_behind_main_is_blamed_only_for_its_own_skill(make_pr, run_action, github):
    repo = make_pr(base_tree(), {"skills/csv-a/SKILL.md": skill_md("csv-a", description=WEAK_DESCRIPTION)})
    branch_point = repo.base
    repo.base = main_moves_on(repo)  # the event's base.sha is main's tip, as GitHub sends it

    run = run_action(repo, {"fail-on": "error", "max-drop": ""})

    assert run.code == 0, run.stdout + run.stderr  # main's broken skill is not this pull request's
    assert json.loads(run.outputs["changed-skills"]) == ["skills/csv-a"]
    body = github.comments()[0]["body"]
    assert f"compared with its merge base with `main` `{branch_point[:7]}`" in body
    assert [line.split(" | ")[0] for line in body.splitlines() if line.startswith("| skills/")] == ["| skills/csv-a"]
    assert "added-on-main" not in body and "removed" not in body and "skills/untouched" not in body
    # The base side was scored at the branch point: csv-a's description was still the good one there.
    assert "90.3 → **62.0**" in body


def test_a_shallow_checkout_is_deepened_to_find_the_merge_base(make_pr, tmp_path):
    repo = make_pr(base_tree(), {"skills/csv-a/SKILL.md": skill_md("csv-a", description=WEAK_DESCRIPTION)})
    branch_point = repo.base
    tip = main_moves_on(repo)
    clone = tmp_path / "shallow"
    git(tmp_path, "clone", "-q", "--depth=1", "--no-single-branch", f"file://{repo.root}", str(clone))
    assert git(clone, "rev-parse", "--is-shallow-repository") == "true"

    assert ci_git.merge_base(clone, tip, repo.head) == branch_point


# ----------------------------------------------------------------------------------------------
# GitHub down, slow, faulty: the gate still decides the exit code, after scoring.


def closed_port() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"http://127.0.0.1:{port}/api/v3"  # nothing listens there any more: connection refused


def assert_degraded_but_gated(run) -> None:
    assert run.code == 1, run.stderr  # csv-a dropped 28.3 points: the gate's answer, not GitHub's
    assert run.outputs["passed"] == "false"
    assert json.loads(run.outputs["changed-skills"]) == ["skills/csv-a", "skills/csv-b"]
    assert "## skillgrade: ❌ gate failed for 1 skill of 2 changed" in run.summary
    assert "::error file=skills/csv-a/SKILL.md,title=skillgrade gate::" in run.stdout
    assert "Traceback" not in run.stderr and "internal error" not in run.stderr


def test_github_unreachable_still_scores_gates_and_summarises(make_pr, run_action):
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(
        repo, {"max-drop": "5", "status": "on"}, GITHUB_API_URL=closed_port(), SKILLGRADE_GITHUB_BACKOFF="0"
    )

    assert_degraded_but_gated(run)
    warnings = [line for line in run.stdout.splitlines() if line.startswith("::warning title=skillgrade::")]
    assert warnings == [
        "::warning title=skillgrade::could not read the previous comment: GitHub API unreachable after 4 tries: "
        "ConnectionError (Connection refused)",
        "::warning title=skillgrade::could not post the comment: GitHub API unreachable after 4 tries: "
        "ConnectionError (Connection refused)",
        "::warning title=skillgrade::could not update the review comments (GitHub API unreachable after 4 tries: "
        "ConnectionError (Connection refused)); the new findings are in the summary comment",
        "::warning title=skillgrade::could not set the commit status: GitHub API unreachable after 4 tries: "
        "ConnectionError (Connection refused)",
    ]


def test_a_github_slower_than_the_timeout_is_given_up_on_once(make_pr, run_action, github):
    github.delay = 1.5
    repo = make_pr(base_tree(), weaken_a_improve_b())

    started = time.monotonic()
    run = run_action(
        repo, {"max-drop": "5", "status": "on"}, SKILLGRADE_GITHUB_TIMEOUT="1", SKILLGRADE_GITHUB_BACKOFF="0"
    )
    elapsed = time.monotonic() - started

    assert_degraded_but_gated(run)
    assert "GitHub API unreachable after 4 tries: ReadTimeout (timed out)" in run.stdout
    # One call waits through its four tries; every later call fails at once instead of waiting again.
    assert len(github.requests) == 4
    assert elapsed < 30


def test_answers_that_are_not_json_are_warnings_not_crashes(make_pr, run_action, github):
    github.fail("GET", r"/issues/7/comments$", 200, "<html><body>Unicorn! Something went wrong</body></html>")
    github.fail("POST", r"/issues/7/comments$", 502, "<html>Bad gateway</html>", times=10)
    github.fail("POST", r"/statuses/", 200, '{"id": 1, "state": "succ')
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, {"max-drop": "5", "status": "on"}, SKILLGRADE_GITHUB_BACKOFF="0")

    assert_degraded_but_gated(run)
    assert "could not read the previous comment: GitHub API gave an answer that cannot be read" in run.stdout
    assert "could not post the comment: GitHub API answered 502" in run.stdout
    assert "could not set the commit status: GitHub API gave an answer that cannot be read" in run.stdout


# ----------------------------------------------------------------------------------------------
# Finding identity: rule, file and the flagged line's content, never the message.

STUB = "---\nname: stub\ndescription: {description}\n---\n\n# Stub\n\nRead the file.\n"


def test_a_stub_gaining_a_line_introduces_nothing(make_pr, run_action, github):
    from samples import GOOD_DESCRIPTION

    before = STUB.format(description=GOOD_DESCRIPTION)
    after = before + "Then check each column.\n"
    repo = make_pr({**base_tree(), "skills/stub/SKILL.md": before}, {"skills/stub/SKILL.md": after})

    run = run_action(repo, {"fail-on": "new-findings", "max-drop": ""})

    assert run.code == 0, run.stdout
    body = github.comments()[0]["body"]
    assert "STUB_BODY" in body  # still a stub, listed among the unchanged findings
    assert "New findings" not in body and "Fixed findings" not in body


def test_a_new_finding_on_an_edited_skill_is_still_new(make_pr, run_action, github):
    from samples import GOOD_DESCRIPTION

    before = STUB.format(description=GOOD_DESCRIPTION)
    after = before + "\nRead [the guide](references/missing.md).\n"  # a dead link, and two more words
    repo = make_pr({**base_tree(), "skills/stub/SKILL.md": before}, {"skills/stub/SKILL.md": after})

    run = run_action(repo, {"fail-on": "new-findings", "max-drop": ""})

    assert run.code == 1
    body = github.comments()[0]["body"]
    assert "**New findings (1)**\n\n- ⚠️ `ORPHAN_REFERENCE` SKILL.md:10:" in body
    assert "Fixed findings" not in body


# ----------------------------------------------------------------------------------------------
# A large pull request: the whole body within GitHub's limit, failing skills first and always.

LONG = "plugins/an-organisation-with-a-long-name/marketplace-collection/category-of-skills"


def large_pull_request(make_pr, count: int, failing: set[int]):
    from ci.skills import BODY

    base = {f"{LONG}/skill-number-{i:03}/SKILL.md": skill_md(f"skill-number-{i:03}") for i in range(count)}
    changes: dict[str, str | None] = {}
    for i in range(count):
        description = WEAK_DESCRIPTION if i in failing else None
        text = skill_md(f"skill-number-{i:03}", body=BODY + "\nOne more line of advice.\n")
        if description:
            text = skill_md(f"skill-number-{i:03}", description=description)
        changes[f"{LONG}/skill-number-{i:03}/SKILL.md"] = text
    return make_pr(base, changes)


def test_three_hundred_changed_skills_under_long_paths_fit_in_one_comment(make_pr, run_action, github, tmp_path):
    from skillgrade.ci.snapshot import decode_digest

    failing = {7, 150, 299}
    repo = large_pull_request(make_pr, 300, failing)

    run = run_action(repo, {"max-drop": "5"})

    assert run.code == 1
    [comment] = github.comments()
    body = comment["body"]
    assert len(body) <= 65_536
    assert "## skillgrade: ❌ gate failed for 3 skills of 300 changed" in body
    overview = body.split("<details>")[0]
    for i in failing:  # named before anything collapsed, and each has its own section
        assert f"| {LONG}/skill-number-{i:03} | modified |" in overview
        assert f"### {LONG}/skill-number-{i:03} ·" in body
    assert "<summary>297 passing skills</summary>" in body
    assert "Output quality" not in body  # both sides unmeasured at quick depth: no row
    kept = decode_digest(body).snapshots
    assert len(kept) == 300, len(body)

    # A rerun on a fresh runner (no score cache) takes every base score from the digest.
    again = run_action(repo, {"max-drop": "5"}, SKILLGRADE_CACHE_DIR=str(tmp_path / "fresh-cache"))
    assert again.code == 1
    assert "base scores: 300 from the previous comment" in again.stdout
    assert [c["id"] for c in github.comments()] == [comment["id"]]


# ----------------------------------------------------------------------------------------------
# The smaller items.


def test_with_another_identity_and_no_viewer_answer_the_comment_is_still_edited(make_pr, run_action, github):
    from ci.fake_github import HUMAN

    marker = "<!-- skillgrade:comment -->"
    app = {"login": "acme-skill-bot[bot]", "type": "Bot", "id": 99}
    github.fail("POST", r"/graphql$", 403, {"message": "Resource not accessible by integration"}, times=10)
    github.add_comment(f"> {marker}\n> quoted by a person", user=HUMAN)
    ours = github.add_comment(f"{marker}\n\n## skillgrade: an earlier run", user=app)
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, {"max-drop": "5"})

    assert run.code == 1
    comments = github.comments()
    assert len(comments) == 2  # no duplicate: the app's comment was found by marker and author
    edited = next(c for c in comments if c["id"] == ours)
    assert "## skillgrade: ❌ gate failed" in edited["body"]
    assert [r.method for r in github.writes()] == ["PATCH", "POST"]  # the comment, then the review


def test_a_paths_glob_that_matches_nothing_is_a_warning(make_pr, run_action):
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, {"paths": "skills/csv-*\nskils/**", "max-drop": ""})

    assert run.code == 0
    assert (
        "::warning title=skillgrade%3A paths::the paths input 'skils/**' matches no skill "
        "(no folder with a SKILL.md) in this repository" in run.stdout
    )
    assert "'skills/csv-*' matches no skill" not in run.stdout


def test_the_report_is_written_under_runner_temp_not_the_workspace(make_pr, run_action, tmp_path):
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, {"max-drop": ""})

    assert run.outputs["report"] == str(tmp_path / "runner-temp" / "skillgrade-report.json")
    assert json.loads((tmp_path / "runner-temp" / "skillgrade-report.json").read_text())["skills"]
    assert git(repo.root, "status", "--porcelain") == ""


def test_inside_a_docker_action_the_report_goes_to_the_mounted_home(tmp_path):
    from skillgrade.ci.inputs import RunnerEnv
    from skillgrade.ci.run import report_location

    home = tmp_path / "github-home"
    home.mkdir()
    env = RunnerEnv(runner_temp="/home/runner/work/_temp")  # a host path, absent in the container

    written, shown = report_location(env, container_home=home)

    assert written == home / "skillgrade-report.json"
    assert shown == "/home/runner/work/_temp/_github_home/skillgrade-report.json"


def test_outside_github_actions_the_action_says_so_and_exits_2(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, GITHUB_ACTIONS="")

    assert run.code == 2
    assert "skillgrade action runs inside GitHub Actions" in run.stderr and "skillgrade score" in run.stderr
    assert github.requests == []


def test_a_judge_depth_without_a_model_names_the_action_inputs(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())

    run = run_action(repo, {"depth": "standard"})

    assert run.code == 2 and github.requests == []
    assert run.stdout.strip().endswith(
        "::error title=skillgrade%3A invalid input::depth: standard needs a judge model: set the `provider` and "
        "`model` inputs (or judge.provider and judge.models in the `config` file)"
    )
    assert "--provider" not in run.stdout + run.stderr
