"""``skillgrade action`` from start to exit code.

On a ``pull_request`` event: find the changed skills, score their head versions, get their base
versions (cache → previous comment's digest → a read-only ``git worktree`` of the base), compare,
gate, and report: annotations, the job summary, step outputs, the sticky comment, the review on
the changed lines (:mod:`skillgrade.ci.review`) and optionally a commit status. Reporting to
GitHub can fail (a fork's read-only token, an outage); the gate's exit code never depends on it.
On any other event the selected skills are scored as they are and their scores cached, so later
pull requests find their base scores there.

In a matrix (inputs ``shard`` and ``merge``, see :mod:`skillgrade.ci.sharded`) the shard jobs do
the scoring and write their results; the merge job does the reporting, once.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

from skillgrade import __version__
from skillgrade.ci import diff, git, review
from skillgrade.ci.changes import SkillChange, detect_changes, matches, select
from skillgrade.ci.comment import MAX_DIGEST, RunFacts, marker, render_comment, render_fallback, render_summary
from skillgrade.ci.delta import Gates, SkillDelta, build_delta, gate_failures
from skillgrade.ci.event import Event, PullRequest, load_event
from skillgrade.ci.github import BodyTooLong, GitHubClient, GitHubError, RetryPolicy, WriteForbidden
from skillgrade.ci.inputs import ActionInputs, RunnerEnv, dump_changed
from skillgrade.ci.merge import merge_reports
from skillgrade.ci.shard import Shard, shard_of
from skillgrade.ci.sharded import ShardResult, load_results, write_result
from skillgrade.ci.snapshot import Digest, ScoreCache, Snapshot, decode_digest, encode_digest, snapshot_key, snapshot_of
from skillgrade.ci.workflow import Commands, append_summary, write_outputs
from skillgrade.config import Config
from skillgrade.errors import ExitCode, UsageError
from skillgrade.evaluate import Options, evaluate
from skillgrade.report.model import LiftResult, ModelUsage, Report, SkillResult
from skillgrade.report.summary import sum_usage
from skillgrade.scoring import degraded
from skillgrade.scoring.composite import Badge

REPORT_NAME = "skillgrade-report.json"
STATUS_CONTEXT = "skillgrade"
_SOURCE_LABELS = {
    "cache": "from the cache",
    "comment": "from the previous comment",
    "evaluated": "evaluated on the base",
}
FORK_NOTICE = (
    "skillgrade could not write to this pull request: the token is read-only (a pull request from a fork, "
    "or a workflow without `pull-requests: write` / `statuses: write`). The gate result is this step's exit "
    "code, the full report is in the job summary, and the new findings that would have been review comments "
    "are the annotations on the changed files. To comment on pull requests from forks, publish "
    "from a second workflow triggered by `workflow_run` (see docs/action.md, 'Pull requests from forks')."
)


@dataclass
class ActionContext:
    inputs: ActionInputs
    env: RunnerEnv
    config: Config
    options: Options
    models: tuple[str, ...] = ()
    fingerprint: str = ""
    cache: ScoreCache = field(default_factory=ScoreCache)
    commands: Commands = field(default_factory=Commands)
    retry: RetryPolicy = field(default_factory=RetryPolicy)

    @property
    def workspace(self) -> Path:
        return self.env.workspace.resolve()

    @property
    def gates(self) -> Gates:
        inputs = self.inputs
        return Gates(
            fail_below=inputs.fail_below, max_drop=inputs.max_drop, fail_on=inputs.fail_on, min_lift=inputs.min_lift
        )


@dataclass
class Outcome:
    """What a run found, ready to be reported."""

    deltas: list[SkillDelta]
    head: Report | None
    facts: RunFacts
    digest: Digest = field(default_factory=Digest)
    previous: str | None = None
    """The body of the sticky comment from an earlier run, if any."""
    sources: dict[str, int] = field(default_factory=dict)
    """Where the base scores came from: ``cache``, ``comment`` (the digest) or ``evaluated``."""


def run_action(ctx: ActionContext) -> int:
    ctx.commands.mask(ctx.inputs.secrets())
    event = load_event(ctx.env.event_path)
    if ctx.inputs.merge is not None:
        return _merge_shards(ctx, event)
    pr = event.pull_request
    client = _client(ctx) if pr is not None else None
    if pr is None:
        outcome = _score_tree(ctx)
    else:
        number = pr.number
        outcome = _compare(ctx, pr, lambda: _previous_comment(ctx, client, number))
    if ctx.inputs.shard is not None:
        return _finish_shard(ctx, ctx.inputs.shard, outcome, event)
    return _report(ctx, outcome, client, event)


# ----------------------------------------------------------------------------------------------
# A matrix: shard jobs write their results, the merge job reports them once


def _finish_shard(ctx: ActionContext, shard: Shard, outcome: Outcome, event: Event) -> int:
    """A shard job posts nothing and gates nothing: the merge job does both, once, for all shards.
    It writes its result to the workspace, where ``actions/upload-artifact`` picks it up."""
    result = ShardResult(
        version=__version__,
        index=shard.index,
        count=shard.count,
        event="pull_request" if event.pull_request is not None else (ctx.env.event_name or "other"),
        base_sha=outcome.facts.base_sha,
        head_sha=outcome.facts.head_sha,
        fingerprint=ctx.fingerprint,
        depth=outcome.facts.depth,
        models=outcome.facts.models,
        deltas=outcome.deltas,
        snapshots=outcome.digest.snapshots,
        sources=outcome.sources,
        usage=outcome.facts.usage,
        report=outcome.head,
    )
    path = write_result(ctx.workspace, result)
    passed = all(d.passed for d in outcome.deltas)
    line = (
        f"skillgrade shard {shard}: {len(outcome.deltas)} skill(s) scored, gate {'passed' if passed else 'failed'} "
        f"here; wrote {path.name}. The merge job reports all shards in one comment and one status."
    )
    ctx.commands.emit(line)
    append_summary(ctx.env.step_summary, line)
    write_outputs(ctx.env.output, {**_outputs(outcome, passed, ""), "shard-result": path.name})
    return ExitCode.PASSED


def _merge_shards(ctx: ActionContext, event: Event) -> int:
    """The final job of a matrix: one comment, one status, one gate over the complete set of shards."""
    assert ctx.inputs.merge is not None
    results = load_results(ctx.workspace / ctx.inputs.merge)
    first = results[0]
    if first.version != __version__:
        raise UsageError(
            f"merge: the shards ran skillgrade {first.version}, this merge job runs {__version__}: "
            "use the same action version in every job"
        )
    pr = event.pull_request
    if pr is not None and first.head_sha != pr.head.sha and first.event == "pull_request":
        raise UsageError(
            f"merge: the shards scored head {first.head_sha[:12]}, this pull request's head is {pr.head.sha[:12]}: "
            "artifacts of another run?"
        )
    # The gates are the merge job's inputs: one place decides, whatever the shards were given.
    deltas = sorted(
        (d.model_copy(update={"failures": gate_failures(d, ctx.gates)}) for r in results for d in r.deltas),
        key=lambda d: d.folder,
    )
    digest = Digest(snapshots={k: v for r in results for k, v in r.snapshots.items()})
    reports = [r.report for r in results if r.report is not None]
    head = merge_reports(reports) if reports else None
    sources = {k: sum(r.sources.get(k, 0) for r in results) for k in _SOURCE_LABELS} if pr is not None else {}
    facts = RunFacts(
        base_sha=first.base_sha,
        base_ref=pr.base.ref if pr is not None else "",
        head_sha=first.head_sha,
        depth=first.depth,
        models=first.models,
        usage=sum_usage([r.usage for r in results]),
        summary_url=ctx.env.run_url,
        tool_version=__version__,
    )
    client = _client(ctx) if pr is not None else None
    previous = _previous_comment(ctx, client, pr.number) if pr is not None else None
    ctx.commands.emit(f"skillgrade: merged {len(results)} shard(s): {len(deltas)} changed skill(s)")
    return _report(ctx, Outcome(deltas, head, facts, digest, previous, sources), client, event)


# ----------------------------------------------------------------------------------------------
# Scoring


@contextmanager
def _cwd(path: Path) -> Iterator[None]:
    """Scores show paths relative to the working directory: run them from the tree they score."""
    old = Path.cwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(old)


def _evaluate(root: Path, folders: list[str], ctx: ActionContext) -> Report:
    files = [root / ("SKILL.md" if f == "." else f"{f}/SKILL.md") for f in folders]
    with _cwd(root):
        return evaluate(files, ctx.config, ctx.options)


def _by_folder(report: Report) -> dict[str, SkillResult]:
    return {("." if s.folder in ("", ".") else s.folder): s for s in report.skills}


def _key(ctx: ActionContext, commit: str, folder: str) -> str | None:
    tree = git.tree_id(ctx.workspace, commit, folder)
    return snapshot_key(folder, tree, ctx.fingerprint) if tree else None


def _compare(ctx: ActionContext, pr: PullRequest, read_previous: Callable[[], str | None]) -> Outcome:
    """Score the head first; only then ask GitHub for the previous comment (its digest holds base scores)."""
    repo = ctx.workspace
    git.ensure_commit(repo, pr.base.sha)
    head_sha = pr.head.sha if git.has_commit(repo, pr.head.sha) else git.head_commit(repo)
    base_sha = _merge_base(ctx, pr, head_sha)
    _warn_unmatched(ctx, git.skill_folders(repo, head_sha) | git.skill_folders(repo, base_sha))
    changes = select(detect_changes(repo, base_sha, head_sha), ctx.inputs.paths, ctx.inputs.shard)
    heads = [c.head for c in changes if c.head is not None]
    head_report = _evaluate(repo, heads, ctx) if heads else None
    if head_report is not None:
        head_report = _with_lifts(ctx, repo, head_report)
    after = _by_folder(head_report) if head_report else {}
    digest = Digest()  # base versions only: the next run of this pull request looks those up
    head_snaps = {folder: snapshot_of(result, repo) for folder, result in after.items()}
    for folder, snap in head_snaps.items():
        key = _key(ctx, "HEAD", folder)
        if key:
            ctx.cache.put(key, snap)
    previous = read_previous()
    sources = {"cache": 0, "comment": 0, "evaluated": 0}
    before, base_usage = _base_snapshots(ctx, base_sha, changes, decode_digest(previous or ""), digest, sources)
    deltas = [
        build_delta(
            c.kind,
            c.folder,
            c.base,
            before.get(c.base) if c.base else None,
            head_snaps.get(c.head) if c.head else None,
            ctx.gates,
            lift=after[c.head].lift if c.head in after else None,
        )
        for c in changes
    ]
    lift_usage = [s.lift.usage for s in after.values() if s.lift is not None]
    usage = sum_usage([head_report.summary.usage if head_report else None, base_usage, *lift_usage])
    facts = _facts(ctx, base_sha, head_sha, usage, base_ref=pr.base.ref)
    return Outcome(deltas, head_report, facts, digest, previous, sources)


def _warn_unmatched(ctx: ActionContext, folders: set[str]) -> None:
    """A ``paths`` glob that selects no skill at all is most likely a typo: say so instead of passing quietly."""
    for pattern in ctx.inputs.paths:
        if not any(matches(folder, [pattern]) for folder in folders):
            ctx.commands.annotate(
                "warning",
                f"the paths input {pattern!r} matches no skill (no folder with a SKILL.md) in this repository",
                title="skillgrade: paths",
            )


def _merge_base(ctx: ActionContext, pr: PullRequest, head_sha: str) -> str:
    """Where the branch left the base branch: a pull request is what changed since then, as GitHub shows it.

    Diffing from the base branch's tip instead would blame the pull request for everything the base
    branch did meanwhile (skills added there would show as removed here).
    """
    found = git.merge_base(ctx.workspace, pr.base.sha, head_sha)
    if found is None:
        ctx.commands.annotate(
            "warning",
            f"no common ancestor of the base {pr.base.sha[:12]} and the head {head_sha[:12]} in the checkout: "
            "comparing with the base branch's tip, so changes made on the base branch show up too. "
            "Use actions/checkout with `fetch-depth: 0`.",
            title="skillgrade",
        )
        return pr.base.sha
    return found


def _with_lifts(ctx: ActionContext, repo: Path, report: Report) -> Report:
    """At deep depth, each scored skill with ``evals/evals.json`` gets its lift (all in one event loop,
    sharing the provider's concurrency limit); the others are left as they are."""
    judge = ctx.options.judge
    if ctx.options.depth != "deep" or ctx.inputs.lift == "off" or judge is None:
        return report
    import asyncio

    from skillgrade.lift.measure import has_evals, measure_for_report

    wanted = [s for s in report.skills if s.composite.score is not None and has_evals(repo / (s.folder or "."))]
    if not wanted:
        return report
    repeats, min_lift = ctx.inputs.lift_repeats, ctx.inputs.min_lift

    async def measure_all() -> list[LiftResult]:
        return await asyncio.gather(
            *(measure_for_report(Path(s.folder or "."), judge, repeats=repeats, min_lift=min_lift) for s in wanted)
        )

    ctx.commands.emit(f"skillgrade: measuring the lift of {len(wanted)} skill(s) with evals")
    with _cwd(repo):  # paths in the reasons stay relative to the repository
        lifts = asyncio.run(measure_all())
    by_skill = {id(s): lift for s, lift in zip(wanted, lifts, strict=True)}
    skills = [replace(s, lift=by_skill[id(s)]) if id(s) in by_skill else s for s in report.skills]
    return replace(report, skills=skills)


def _base_snapshots(
    ctx: ActionContext,
    base_sha: str,
    changes: list[SkillChange],
    old: Digest,
    digest: Digest,
    sources: dict[str, int],
) -> tuple[dict[str, Snapshot], ModelUsage | None]:
    """Base versions by folder: from the cache, the previous digest, or a base worktree (in ``sources``)."""
    found: dict[str, Snapshot] = {}
    missing: dict[str, str | None] = {}
    for change in changes:
        if change.base is None:
            continue
        key = _key(ctx, base_sha, change.base)
        cached = ctx.cache.get(key) if key else None
        hit = cached or (old.snapshots.get(key) if key else None)
        if hit is not None and key is not None:
            found[change.base] = digest.snapshots[key] = hit
            sources["cache" if cached else "comment"] += 1
        else:
            missing[change.base] = key
    sources["evaluated"] = len(missing)
    if not missing:
        return found, None
    with git.worktree(ctx.workspace, base_sha) as tree:
        report = _evaluate(tree, sorted(missing), ctx)
        scored = {folder: snapshot_of(result, tree) for folder, result in _by_folder(report).items()}
    for folder, snap in scored.items():
        found[folder] = snap
        key = missing.get(folder)
        if key:
            digest.snapshots[key] = found[folder]
            ctx.cache.put(key, found[folder])
    return found, report.summary.usage


def _score_tree(ctx: ActionContext) -> Outcome:
    """Not a pull request: score every selected skill of the checkout, and cache the scores."""
    repo = ctx.workspace
    folders = sorted(git.skill_folders(repo, "HEAD"))
    _warn_unmatched(ctx, set(folders))
    shard = ctx.inputs.shard
    folders = [
        f
        for f in folders
        if matches(f, ctx.inputs.paths) and (shard is None or shard_of(f, shard.count) == shard.index)
    ]
    report = _evaluate(repo, folders, ctx) if folders else None
    deltas = []
    for folder, result in (_by_folder(report) if report else {}).items():
        snap = snapshot_of(result, repo)
        key = _key(ctx, "HEAD", folder)
        if key:
            ctx.cache.put(key, snap)
        deltas.append(build_delta("modified", folder, folder, None, snap, ctx.gates))
    facts = _facts(ctx, "", git.head_commit(repo), report.summary.usage if report else None)
    return Outcome(deltas, report, facts)


def _facts(ctx: ActionContext, base: str, head: str, usage: ModelUsage | None, base_ref: str = "") -> RunFacts:
    return RunFacts(
        base_sha=base,
        base_ref=base_ref,
        head_sha=head,
        depth=ctx.options.depth,
        models=ctx.models,
        usage=usage,
        summary_url=ctx.env.run_url,
        tool_version=__version__,
    )


# ----------------------------------------------------------------------------------------------
# Reporting


def _report(ctx: ActionContext, outcome: Outcome, client: GitHubClient | None, event: Event) -> int:
    passed = all(d.passed for d in outcome.deltas)
    digest = encode_digest(outcome.digest, MAX_DIGEST)
    if outcome.head is not None and (lines := degraded.lines(outcome.head)):
        outcome = replace(outcome, facts=outcome.facts.model_copy(update={"degraded": tuple(lines)}))
    pr = event.pull_request
    plan = _review_plan(ctx, outcome) if pr is not None and ctx.inputs.review != "off" else None
    if plan is not None and plan.note():
        outcome = replace(outcome, facts=outcome.facts.model_copy(update={"review": plan.note()}))
    body = render_comment(outcome.deltas, outcome.facts, digest)
    if outcome.sources:
        where = ", ".join(f"{n} {_SOURCE_LABELS[k]}" for k, n in outcome.sources.items() if n)
        ctx.commands.emit(f"skillgrade: {len(outcome.deltas)} changed skill(s); base scores: {where or 'none needed'}")
    _annotate(ctx, outcome, plan)
    full = _full_markdown(outcome.head)
    append_summary(ctx.env.step_summary, render_summary(body, full))
    report_path = _write_report(ctx, outcome.head)
    write_outputs(ctx.env.output, _outputs(outcome, passed, report_path))
    if client is not None and pr is not None:
        _publish(ctx, client, pr, outcome, body, passed, digest, plan)
    elif pr is not None and ctx.inputs.comment != "off":
        ctx.commands.annotate("notice", "No github-token: the comparison is in the job summary only.")
    if outcome.head is not None:
        for line in degraded.lines(outcome.head):
            ctx.commands.annotate("error" if not outcome.head.allow_degraded else "warning", line, title="skillgrade")
        if degraded.exit_code(outcome.head) == ExitCode.DEGRADED:
            return ExitCode.DEGRADED
    return ExitCode.PASSED if passed else ExitCode.GATE_FAILED


def _annotate(ctx: ActionContext, outcome: Outcome, plan: review.ReviewPlan | None) -> None:
    if outcome.head is not None:
        # New findings first: on a read-only token they stand in for the review's comments.
        new = {(p.finding.path, p.finding.line, p.finding.rule) for p in plan.inline} if plan is not None else set()
        findings = [f for s in outcome.head.skills for f in s.findings]
        left_out = ctx.commands.findings(findings, first=lambda f: (f.path, f.line, f.rule) in new)
        if left_out:
            ctx.commands.annotate("notice", f"{left_out} more findings in the job summary", title="skillgrade")
    for delta in outcome.deltas:
        if not delta.passed:
            path = delta.folder + "/SKILL.md" if delta.folder != "." else "SKILL.md"
            message = f"{delta.folder} fails the gate: " + "; ".join(delta.failures)
            ctx.commands.annotate("error", message, file=path, title="skillgrade gate")


def _full_markdown(report: Report | None) -> str:
    if report is None or not report.skills:
        return ""
    from skillgrade.report import markdown

    return markdown.render(report)


CONTAINER_HOME = Path("/github/home")
"""Inside a Docker action: the runner's ``$RUNNER_TEMP/_github_home``."""


def report_location(env: RunnerEnv, container_home: Path = CONTAINER_HOME) -> tuple[Path, str]:
    """Where to write the JSON report, and the path later steps of the job read it at.

    Never the workspace (an untracked file there is root-owned, and lands in later commits):
    ``$RUNNER_TEMP`` when this process sees it (a venv on the runner, a container job), else the
    Docker action's ``/github/home``, which is ``$RUNNER_TEMP/_github_home`` on the host.
    """
    temp = env.runner_temp
    if temp is not None and temp.is_dir():
        return temp / REPORT_NAME, str(temp / REPORT_NAME)
    if temp is not None and container_home.is_dir():
        return container_home / REPORT_NAME, str(temp / "_github_home" / REPORT_NAME)
    scratch = Path(tempfile.gettempdir()) / REPORT_NAME
    return scratch, str(scratch)


def _write_report(ctx: ActionContext, report: Report | None) -> str:
    """The head report as JSON under ``$RUNNER_TEMP``; the ``report`` output says where."""
    if report is None:
        return ""
    from skillgrade.report import json as json_report

    path, shown = report_location(ctx.env)
    with path.open("w", encoding="utf-8") as handle:
        json_report.write(report, handle)
    return shown


def _degraded(outcome: Outcome) -> bool:
    """A degraded head carries no badge, in the outputs as in the reports."""
    return outcome.head is not None and any(s.composite.degraded for s in outcome.head.skills)


def _outputs(outcome: Outcome, passed: bool, report_path: str) -> dict[str, str]:
    scores = [d.after.score for d in outcome.deltas if d.after is not None and d.after.score is not None]
    mean = sum(scores) / len(scores) if scores else None
    return {
        "score": "" if mean is None else f"{mean:.1f}",  # one decimal, as the comment and the CLI show it
        "badge": "" if mean is None or _degraded(outcome) else Badge.from_scores(mean).value,
        "passed": "true" if passed else "false",
        "report": report_path,
        "changed-skills": dump_changed([d.folder for d in outcome.deltas]),
    }


def _client(ctx: ActionContext) -> GitHubClient | None:
    token = ctx.inputs.github_token
    if not token or not ctx.env.repository:
        return None
    return GitHubClient(token, ctx.env.repository, ctx.env.api_url, retry=ctx.retry)


def _previous_comment(ctx: ActionContext, client: GitHubClient | None, number: int) -> str | None:
    if client is None or ctx.inputs.comment == "off":
        return None
    try:
        found = client.sticky_comments(number, marker())
    except GitHubError as exc:
        ctx.commands.annotate("warning", f"could not read the previous comment: {exc}", title="skillgrade")
        return None
    return found[0].body if found else None


def _publish(
    ctx: ActionContext,
    client: GitHubClient,
    pr: PullRequest,
    outcome: Outcome,
    body: str,
    passed: bool,
    digest: str,
    plan: review.ReviewPlan | None,
) -> None:
    forbidden = commented = False
    try:
        _post_comment(ctx, client, pr.number, outcome, body, digest)
        commented = True
    except WriteForbidden:
        forbidden = True
    except GitHubError as exc:
        ctx.commands.annotate("warning", f"could not post the comment: {exc}", title="skillgrade")
    if plan is not None and not forbidden:  # the same token: a refused comment means a refused review
        try:
            failures = [f"{d.folder}: {'; '.join(d.failures)}" for d in outcome.deltas if not d.passed]
            result = review.sync(client, pr.number, outcome.facts.head_sha, plan, ctx.inputs.review, failures)
            ctx.commands.emit(result.line())
        except WriteForbidden:
            forbidden = True
        except GitHubError as exc:
            ctx.commands.annotate(
                "warning",
                f"could not update the review comments ({exc}); the new findings are in the summary comment",
                title="skillgrade",
            )
            if commented:
                _correct_review_note(ctx, client, pr.number, outcome, plan, digest)
    if ctx.inputs.status:
        try:
            _post_status(ctx, client, pr.head.sha, outcome, passed)
        except WriteForbidden:
            forbidden = True
        except GitHubError as exc:
            ctx.commands.annotate("warning", f"could not set the commit status: {exc}", title="skillgrade")
    if forbidden:
        ctx.commands.annotate("notice", FORK_NOTICE, title="skillgrade: read-only token")
        append_summary(ctx.env.step_summary, f"> [!NOTE]\n> {FORK_NOTICE}")


def _correct_review_note(
    ctx: ActionContext, client: GitHubClient, number: int, outcome: Outcome, plan: review.ReviewPlan, digest: str
) -> None:
    """The comment went out saying the new findings are commented on their lines; they are not."""
    if not plan.inline:
        return
    facts = outcome.facts.model_copy(update={"review": plan.note(failed=True)})
    try:
        _post_comment(ctx, client, number, outcome, render_comment(outcome.deltas, facts, digest), digest)
    except GitHubError as exc:
        ctx.commands.annotate("warning", f"could not correct the comment's review line: {exc}", title="skillgrade")


def _review_plan(ctx: ActionContext, outcome: Outcome) -> review.ReviewPlan | None:
    """Which new findings sit on lines the pull request added (their review comments), which do not."""
    facts = outcome.facts
    if not facts.base_sha or not facts.head_sha or not any(d.new_findings for d in outcome.deltas):
        return review.ReviewPlan()
    repo = ctx.workspace
    try:
        added = diff.added_lines(repo, facts.base_sha, facts.head_sha)
        to_head = diff.line_mapper(repo, "HEAD", facts.head_sha)
    except git.GitError as exc:
        ctx.commands.annotate("warning", f"no review comments: cannot read the diff ({exc})", title="skillgrade")
        return None
    found = review.new_findings(outcome.deltas, outcome.head, _why, repo)
    return review.place(found, added, to_head)


def _why(rule_id: str) -> str:
    """Why a rule matters: the start of its documentation."""
    from skillgrade.rules import all_rules

    entry = all_rules().get(rule_id)
    return review.why_it_matters(entry[1].docs) if entry is not None else ""


def _post_comment(
    ctx: ActionContext, client: GitHubClient, number: int, outcome: Outcome, body: str, digest: str
) -> None:
    mode = ctx.inputs.comment
    if mode == "off":
        return
    if mode == "on-change":
        moved = any(d.changed_scores for d in outcome.deltas)
        if outcome.previous == body or (outcome.previous is None and not moved):
            return
    try:
        client.upsert_comment(number, marker(), body)
    except BodyTooLong:
        client.upsert_comment(number, marker(), render_fallback(outcome.deltas, outcome.facts, digest))


def _post_status(ctx: ActionContext, client: GitHubClient, sha: str, outcome: Outcome, passed: bool) -> None:
    failed = [d for d in outcome.deltas if not d.passed]
    if passed:
        description = f"{len(outcome.deltas)} changed skill(s) passed"
    else:
        first = failed[0]
        description = f"{len(failed)} skill(s) failed: {first.folder} {'; '.join(first.failures)}"
    state = "success" if passed else "failure"
    client.set_status(sha, state, description, STATUS_CONTEXT, ctx.env.run_url)
